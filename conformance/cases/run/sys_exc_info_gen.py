# sys.exception() inside generators sees the caller's handled exception (for loops, next, send, yield from, throw)
import sys
def gen(tag):
    print(tag, "start", repr(sys.exception()))
    x = yield 1
    print(tag, "resumed", repr(sys.exception()), x)
    try:
        raise ValueError(tag)
    except ValueError:
        print(tag, "own", repr(sys.exception()))
        yield 2
        print(tag, "after own yield", repr(sys.exception()))
    print(tag, "end", repr(sys.exception()))
    yield 3
try:
    raise KeyError("for")
except KeyError:
    for v in gen("for"):
        print("loop", v, repr(sys.exception()))
print("outside", repr(sys.exception()))
g = gen("next")
next(g)
try:
    raise TypeError("caller")
except TypeError:
    print(g.send("sent"))
    print("caller sees", repr(sys.exception()))
print(next(g), repr(sys.exception()))
def outer():
    r = yield from gen("yf")
    return r
try:
    raise LookupError("yf caller")
except LookupError:
    print(list(outer()))
def catcher():
    try:
        yield 1
    except RuntimeError:
        print("catcher", repr(sys.exception()))
        yield 2
c = catcher()
next(c)
try:
    raise OSError("thrower")
except OSError:
    print(c.throw(RuntimeError("thrown")))
    print("after throw", repr(sys.exception()))
def chained():
    yield 1
    raise ZeroDivisionError("in gen")
try:
    raise KeyError("ctx")
except KeyError:
    try:
        for _ in chained():
            pass
    except ZeroDivisionError as e:
        print("context", repr(e.__context__))
print(repr(sys.exception()), sys.exc_info())
