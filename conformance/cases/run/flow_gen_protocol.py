# generator send/throw/close, return values, states
def counter():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x
    return total * 10
g = counter()
print(next(g), g.send(5), g.send(7))
try:
    g.send(None)
except StopIteration as e:
    print("stop", e.value, e.args)
try:
    next(g)
except StopIteration as e:
    print("again", e.value)
g = counter()
try:
    g.send(1)
except TypeError as e:
    print(e)
def catcher():
    while True:
        try:
            yield 1
        except ValueError as e:
            print("caught", e)
            yield "after"
g = catcher()
next(g)
print(g.throw(ValueError("boom")))
print(next(g))
print(g.throw(ValueError, "cls+val") if False else "skip")
try:
    g.throw(KeyError("k"))
except KeyError as e:
    print("propagated", e)
print(g.gi_frame)
def closer():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
g = closer()
next(g)
g.close()
g.close()
print(g.gi_frame is None)
def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield 2
g = stubborn()
next(g)
try:
    g.close()
except RuntimeError as e:
    print(e)
def returns_on_close():
    try:
        yield 1
    except GeneratorExit:
        return 5
g = returns_on_close()
next(g)
print(g.close())
def selfref():
    yield gen.send(None)
gen = selfref()
try:
    next(gen)
except ValueError as e:
    print(e)
def states():
    yield 1
g = states()
print(g.gi_running, g.gi_suspended, g.gi_frame is not None)
next(g)
print(g.gi_running, g.gi_suspended)
for _ in g:
    pass
print(g.gi_running, g.gi_suspended, g.gi_frame)
print(g.__name__, g.__qualname__, type(g).__name__)
def throw_unstarted():
    yield 1
g = throw_unstarted()
try:
    g.throw(ValueError("early"))
except ValueError as e:
    print("early", e)
print(next(g, "exhausted"))
def stop_inside():
    yield 1
    raise StopIteration(3)
try:
    list(stop_inside())
except RuntimeError as e:
    print(e, repr(e.__cause__))
def gen_exp_send():
    v = yield
    print("got", v)
    yield v * 2
g = gen_exp_send()
g.send(None)
print(g.send(21))
try:
    g.throw(1)
except TypeError as e:
    print(e)
g = (x for x in range(3))
print(next(g), list(g))
