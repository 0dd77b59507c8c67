# The module type itself: module(name, doc=None) as types.ModuleType, its __new__/__init__, subclassing,
# __dir__, and PEP 649's module __annotations__/__annotate__ getsets (cached in the namespace).
import sys
M = type(sys)
m = M("mymod")
print(m, m.__dict__, repr(m.__doc__))
m2 = M("x", "docs")
print(m2.__doc__, sorted(m2.__dict__))
m3 = M.__new__(M)
print(repr(m3.__dict__))
try:
    print(m3)
except Exception as e: print(type(e).__name__, e)
m3.__init__("late")
print(m3)
class Sub(M):
    def __init__(self, name, extra):
        super().__init__(name)
        self.extra = extra
s = Sub("sub", 5)
print(s, s.extra, type(s).__name__)
for args in [(), (1,), ("a", "b", "c")]:
    try: M(*args)
    except TypeError as e: print(e)
try: M(name=3)
except TypeError as e: print(e)
print(M(name="kw", doc=None).__doc__)
m.m = m
m.x = 1
print(m.x)
del m.x
try: m.x
except AttributeError as e: print(e)
print(sorted(M.__dict__))
print(M.__init__, M.__repr__(m), M.__dir__(m2))
x: int = 1
y: "str"
me = sys.modules[__name__]
print(me.__annotations__)
print('__annotations__' in me.__dict__)
m = type(sys)("blank")
print(m.__annotations__, '__annotations__' in m.__dict__)
print(dir(m))
m.__annotations__ = {"a": 1}
print(m.__annotations__)
del m.__annotations__
try: print(m.__annotate__)
except AttributeError as e: print("AE", e)
m.__annotate__ = None
print(m.__annotate__)
try: m.__annotate__ = 5
except TypeError as e: print(e)
def ann(fmt):
    return {"k": fmt}
m4 = M("anno")
m4.__annotate__ = ann
print(m4.__annotations__, '__annotations__' in m4.__dict__)
m4.__annotate__ = lambda fmt: [fmt]
try: m4.__annotations__
except TypeError as e: print(e)
try: del m4.__annotate__
except TypeError as e: print(e)
m5 = M("d")
m5.__dir__ = lambda: ["z", "a"]
print(dir(m5))
try: del m5.__annotations__
except AttributeError as e: print("AE", e)
# PEP 562: a module-level __getattr__ answers missing names (and may raise its own error)
def _lazy(name):
    if name.startswith("ok"):
        return name.upper()
    raise AttributeError(f"lazy has no {name!r}")
m6 = M("lazy")
m6.__getattr__ = _lazy
print(m6.ok_one, getattr(m6, "nope", "default"), hasattr(m6, "ok2"))
try: m6.nope
except AttributeError as e: print(e)
def __getattr__(name):
    return f"main:{name}"
print(sys.modules[__name__].whatever)
del __getattr__
nameless = M.__new__(M)
try: nameless.x
except AttributeError as e: print(e)
import _case_pkg.core as core
core.__spec__._initializing = True
try: core.not_there
except AttributeError as e: print(str(e).replace(core.__spec__.origin, "<origin>"))
core.__spec__._initializing = False
try: core.not_there
except AttributeError as e: print(e)
