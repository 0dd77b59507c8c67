# sys.exc_info() and sys.exception(): the exception being handled, nested handlers, generators
import sys
def show(label):
    t, v, tb = sys.exc_info()
    e = sys.exception()
    print(label, t.__name__ if t else None, repr(v), tb is not None, e is v)
show("outside")
try:
    raise ValueError("first")
except ValueError:
    show("in handler")
    try:
        raise KeyError("inner")
    except KeyError:
        show("nested")
    show("back")
show("after")
def helper():
    show("in callee")
try:
    1 / 0
except ZeroDivisionError:
    helper()
try:
    try:
        raise TypeError("a")
    finally:
        show("finally (not handling)")
except TypeError:
    show("caught a")
def gen():
    show("gen start")
    yield 1
    show("gen resumed")
    yield 2
g = gen()
try:
    raise RuntimeError("outer")
except RuntimeError:
    next(g)
next(g)
try:
    raise OSError("nope")
except OSError:
    t, v, tb = sys.exc_info()
    print(t is OSError, t.__name__, v.args, type(tb).__name__, tb is v.__traceback__)
with_exc = None
class CM:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        show("in __exit__")
        return True
with CM():
    raise LookupError("swallowed")
show("after with")
try:
    raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
except* ValueError:
    show("except* ValueError")
except* TypeError:
    show("except* TypeError")
for call in (lambda: sys.exc_info(1), lambda: sys.exception(1)):
    try:
        call()
    except TypeError as e:
        print("TypeError", e)
