# frame and traceback objects: f_back, f_code, f_lineno, f_locals (FrameLocalsProxy), clear(), tb_*
import sys

def f(a, b=2):
    c = a + b
    def inner():
        return c
    fr = sys._getframe()
    loc = fr.f_locals
    print(type(loc).__name__, list(loc), len(loc))
    print(loc["a"], loc["c"], "a" in loc, "zz" in loc, loc.get("zz"), loc.get("zz", 5))
    print(type(loc.keys()).__name__, sorted(loc.keys()), loc.copy() == dict(loc), type(loc.copy()).__name__)
    loc["a"] = 10
    loc["c"] = 30
    print(a, c, inner())
    loc["extra"] = 7
    print("extra" in loc, loc["extra"], loc.pop("extra"), "extra" in loc)
    print(loc.setdefault("a", 99), loc.setdefault("new", 5), loc["new"])
    for bad in ("zz", 1):
        try:
            loc[bad]
        except KeyError as e:
            print("KeyError", e)
    try:
        del loc["a"]
    except ValueError as e:
        print("ValueError", e)
    try:
        loc.pop("a")
    except ValueError as e:
        print("ValueError", e)
    try:
        hash(loc)
    except TypeError as e:
        print("TypeError", e)
    print(fr.f_code.co_name, fr.f_lineno, fr.f_back.f_code.co_name, fr.f_lasti > 0)
    print(fr.f_globals is globals(), fr.f_trace, fr.f_generator)
    try:
        fr.clear()
    except RuntimeError as e:
        print("RuntimeError", e)
    return fr

fr = f(1)
print(fr.f_back.f_code.co_name, fr.f_lineno, sorted(fr.f_locals.keys()))
fr.clear()
print(dict(fr.f_locals), fr.f_back.f_code.co_name)
top = sys._getframe()
print(top.f_locals is globals(), top.f_code.co_name)

def g():
    yield sys._getframe()
    yield 2
it = g()
gf = next(it)
print(gf.f_back, gf.f_generator is it, it.gi_frame is gf, gf.f_code.co_name)
try:
    gf.clear()
except RuntimeError as e:
    print("RuntimeError", e)
it.close()
print(it.gi_frame)

def deep():
    raise KeyError("deep")
def mid():
    deep()
try:
    mid()
except KeyError as e:
    tb = e.__traceback__
    print(type(tb).__name__, tb.tb_lasti > 0)
    t = tb
    while t is not None:
        back = t.tb_frame.f_back
        print(t.tb_frame.f_code.co_name, t.tb_lineno, t.tb_frame.f_lineno, back.f_code.co_name if t is not tb else '-')
        t = t.tb_next
    inner = tb.tb_next
    try:
        inner.tb_next = tb
    except ValueError as e:
        print("ValueError", e)
    try:
        tb.tb_next = 5
    except TypeError as e:
        print("TypeError", e)
    tb.tb_next = None
    print(tb.tb_next, e.__traceback__.tb_next)
    e.__traceback__ = None
    print(e.__traceback__)

def shows_locals():
    x = 1
    y = [x]
    return sys._getframe().f_locals
print(shows_locals())

def fails():
    secret = "value"
    raise RuntimeError("uncaught")
sys._getframe().f_locals["answer"] = 42
print(answer)
fails()
