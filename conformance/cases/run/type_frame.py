# frame objects: sys._getframe, f_code/f_lineno/f_back/f_locals/f_globals, tracebacks' frames
import sys

def where(depth=0):
    f = sys._getframe(depth + 1)
    return f.f_code.co_name, f.f_lineno

def caller():
    x = 1
    return where(), where(1)
print(caller())

def locals_view(a, b=2):
    c = a + b
    f = sys._getframe()
    snap = f.f_locals
    print(type(f).__name__, sorted(snap), snap["c"])
    c = 100
    print(f.f_locals["c"], snap["c"], f.f_globals is globals(), f.f_builtins["len"] is len)
    snap["c"] = 5
    print(c, "a" in snap, "zz" in snap, len(snap))
    try:
        del snap["a"]
    except (ValueError, KeyError) as e:
        print(type(e).__name__, e)
    return f
fr = locals_view(1)
print(fr.f_code.co_name, fr.f_back is None, fr.f_lineno - fr.f_code.co_firstlineno)
print(fr.f_locals["c"], fr.f_locals["b"])

def chain():
    f = sys._getframe()
    names = []
    while f is not None and f.f_code.co_name != "<module>":
        names.append(f.f_code.co_name)
        f = f.f_back
    return names
def level2():
    return chain()
def level1():
    return level2()
print(level1(), [chain() for _ in range(1)][0])

def fails(n):
    local_marker = n * 2
    raise ValueError(n)
try:
    fails(21)
except ValueError as e:
    tb = e.__traceback__
    depth = 0
    while tb.tb_next is not None:
        tb = tb.tb_next
        depth += 1
    print(depth, tb.tb_frame.f_code.co_name, tb.tb_frame.f_locals, tb.tb_lineno - fails.__code__.co_firstlineno)
    print(type(tb).__name__, type(tb.tb_lasti).__name__, tb.tb_frame.f_back is not None)

try:
    sys._getframe(1000)
except ValueError as e:
    print(type(e).__name__, e)
try:
    sys._getframe("x")
except TypeError as e:
    print(type(e).__name__, e)

def gen():
    yield sys._getframe().f_code.co_name
    yield sys._getframe(1).f_code.co_name
g = gen()
print(next(g), g.gi_frame.f_code.co_name, g.gi_frame.f_lineno - gen.__code__.co_firstlineno)
def consume():
    return next(g)
print(consume())
for attr in ("f_lineno", "f_code", "f_back", "f_globals", "f_locals", "f_nope"):
    try:
        setattr(fr, attr, None)
        print("set", attr)
    except (AttributeError, TypeError, ValueError) as e:
        print(attr, type(e).__name__, e)
print(fr.f_trace, fr.f_lasti >= 0)
fr.clear()
print(fr.f_locals)
sys._getframe().f_locals["new_global"] = 1
print(new_global)
def running():
    sys._getframe().clear()
running()
