# generator objects: gi_* attributes, states, send/throw/close and their errors
def counter(n):
    "counts"
    received = []
    for i in range(n):
        got = yield i
        if got is not None:
            received.append(got)
    return received

g = counter(3)
print(type(g).__name__, g.__name__, g.__qualname__, g.gi_running, g.gi_suspended, g.gi_yieldfrom)
print(g.gi_frame is not None, g.gi_code is counter.__code__, iter(g) is g)
print(next(g), g.gi_suspended, g.send("a"), g.send(None), g.gi_frame.f_lineno - counter.__code__.co_firstlineno)
try:
    g.send("b")
except StopIteration as e:
    print("stop", e.value, e.args)
print(g.gi_frame, g.gi_suspended, next(g, "done"))
g2 = counter(2)
try:
    g2.send(1)
except TypeError as e:
    print(type(e).__name__, e)
g2.__name__ = "renamed"
g2.__qualname__ = "Q.renamed"
print(g2.__name__, g2.__qualname__, repr(g2).split(" at ")[0])
for bad in [1, None]:
    try:
        g2.__name__ = bad
    except TypeError as e:
        print(type(e).__name__, e)

def guarded():
    try:
        yield 1
        yield 2
    except KeyError as e:
        yield "caught " + repr(e)
    finally:
        print("finally runs")
g3 = guarded()
print(next(g3), g3.throw(KeyError("k")))
g3.close()
print(g3.gi_frame, list(g3))
g4 = guarded()
next(g4)
try:
    g4.throw(ValueError, "msg", None)
except ValueError as e:
    print(type(e).__name__, e)
except DeprecationWarning:
    pass
g5 = guarded()
try:
    g5.throw(IndexError("unstarted"))
except IndexError as e:
    print("unstarted throw:", e, g5.gi_frame)
def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield 2
s = stubborn()
next(s)
try:
    s.close()
except RuntimeError as e:
    print(type(e).__name__, e)
def returns_on_close():
    try:
        yield 1
    except GeneratorExit:
        return "closing value"
r = returns_on_close()
next(r)
print(r.close())
def reentrant():
    yield next(me)
me = reentrant()
try:
    next(me)
except ValueError as e:
    print(type(e).__name__, e)
def delegator():
    result = yield from counter(2)
    yield ("sub returned", result)
d = delegator()
print(next(d), d.gi_yieldfrom.__name__, d.send("x"), next(d), d.gi_yieldfrom)
def stop_inside():
    raise StopIteration("inner")
    yield
try:
    next(stop_inside())
except RuntimeError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__)
ge = (x * x for x in range(3))
print(type(ge).__name__, ge.__name__, ge.__qualname__.endswith("<genexpr>"), list(ge), list(ge))
try:
    (1 / x for x in [1, 0]).throw(TypeError)
except TypeError as e:
    print("throw into unstarted genexpr", type(e).__name__)
bad = (1 / x for x in [1, 0])
print(next(bad))
next(bad)
