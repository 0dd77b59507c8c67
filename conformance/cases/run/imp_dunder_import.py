# __import__: what each form returns, and a replaced builtins.__import__ receiving every import statement
import builtins
import sys
m = __import__("_case_pkg.sub.sibling")
print(m.__name__, m.sub.sibling.NAME)
m = __import__("_case_pkg.sub.sibling", fromlist=["NAME"])
print(m.__name__)
m = __import__("_case_pkg.sub", globals(), locals(), ["sibling", "deep"], 0)
print(m.__name__, m.deep.__name__)
m = __import__("_case_pkg", fromlist=["*"])
print(m.__name__, hasattr(m, "stars"))
m = __import__("_case_pkg.stars", fromlist=["*"])
print(m.__name__, "sub" in vars(m))
m = __import__("_case_pkg", fromlist=["no_such_submodule"])
print(m.__name__, hasattr(m, "no_such_submodule"))
print(__import__("sys") is sys, __import__("math", None, None, ["floor"]).__name__, type(__import__).__name__)
for kwargs in ({"name": "sys"}, {"name": "sys", "level": 0}, {"name": "sys", "fromlist": None}, {"name": "sys", "globals": None, "locals": 5}):
    print(__import__(**kwargs).__name__)
for args, kwargs in [(("sys",), {"bogus": 1}), (("sys", None, None, (), 0, 1), {}), (("sys",), {"name": "x"})]:
    try:
        __import__(*args, **kwargs)
    except TypeError as e:
        print("TypeError", e)
calls = []
original = builtins.__import__
def logging_import(name, globals=None, locals=None, fromlist=(), level=0):
    calls.append((name, fromlist if fromlist is None else tuple(fromlist), level))
    return original(name, globals, locals, fromlist, level)
builtins.__import__ = logging_import
try:
    import math
    import _case_pkg.core as c
    from _case_pkg import sub
    from _case_pkg.sub import sibling as s, deep
    exec("from . import sibling", {"__package__": "_case_pkg.sub", "__name__": "_case_pkg.sub.x"})
    def inner():
        import sys as s2
        return s2
    inner()
finally:
    builtins.__import__ = original
for call in calls:
    print(call)
def fake_import(name, *args):
    return "imported " + name
builtins.__import__ = fake_import
try:
    import anything_at_all
    from x.y import z
except ImportError as e:
    z = repr(e)
finally:
    builtins.__import__ = original
print(anything_at_all, z)
del builtins.__import__
try:
    import sys
except ImportError as e:
    print("ImportError", e)
finally:
    builtins.__import__ = original
print(__import__("sys").__name__)
