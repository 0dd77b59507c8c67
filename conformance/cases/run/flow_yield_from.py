# yield from: delegation of send/throw/close, return values
def inner():
    try:
        x = yield "i1"
        print("inner got", x)
        y = yield "i2"
        print("inner got", y)
    except KeyError as e:
        print("inner caught", repr(e))
        yield "recovered"
    finally:
        print("inner finally")
    return "inner-result"
def outer():
    r = yield from inner()
    print("outer got result", r)
    yield "outer-done"
g = outer()
print(next(g))
print(g.send("a"))
print(g.send("b"))
print(next(g, "end"))
g = outer()
next(g)
print(g.throw(KeyError("k")))
print(next(g))
g = outer()
next(g)
g.close()
print("closed")
class It:
    def __init__(self):
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.i += 1
        if self.i > 3:
            raise StopIteration("it-done")
        return self.i
def deleg():
    r = yield from It()
    return r
print(list(deleg()))
g = deleg()
next(g)
try:
    g.send(5)
except AttributeError as e:
    print(e)
class WithThrow(It):
    def throw(self, *a):
        print("throw called", type(a[0]).__name__ if a else None)
        return "thrown"
    def close(self):
        print("close called")
def deleg2():
    yield from WithThrow()
g = deleg2()
next(g)
print(g.throw(ValueError("x")))
g.close()
def sub():
    yield 1
    return 2
def chain():
    a = yield from sub()
    b = yield from sub()
    return a + b
g = chain()
print(list(g))
try:
    next(chain().__next__() for _ in [1])
except Exception as e:
    print(type(e).__name__)
def bad():
    yield from 5
try:
    next(bad())
except TypeError as e:
    print(e)
def gen_throw_stop():
    try:
        yield 1
    except ValueError:
        return "from-throw"
def wrap():
    r = yield from gen_throw_stop()
    yield r
g = wrap()
next(g)
print(g.throw(ValueError))
