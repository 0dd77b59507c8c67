# ImportError / ModuleNotFoundError messages and attributes as CPython's
import sys
def attempt(stmt):
    try:
        exec(stmt, {})
    except ImportError as e:
        print(type(e).__name__, "|", str(e).split(" (/")[0], "|", e.name, e.name_from if type(e) is ImportError else "")
    except Exception as e:
        print(type(e).__name__, e)
attempt("import _case_no_such_mod")
attempt("import _case_no_such_mod.sub")
attempt("import _case_pkg.no_such_sub")
attempt("import _case_pkg.core.deeper")
attempt("import _case_pkg.sub.sibling.x.y")
attempt("from _case_pkg import no_such_thing")
attempt("from _case_pkg.core import no_such_thing")
attempt("from _case_pkg.sub import sibling, nothing")
attempt("import sys.path")
attempt("from sys import no_such")
attempt("from math import tau, nope")
attempt("import _case_pkg.badsyntax")
print("_case_pkg.badsyntax" in sys.modules)
try:
    import _case_pkg.badsyntax
except SyntaxError as e:
    print(e.msg, e.lineno, e.offset, e.filename.endswith("badsyntax.py"), repr(e.text))
try:
    import _case_pkg.broken
except KeyError as e:
    print("KeyError", e)
print("_case_pkg.broken" in sys.modules, hasattr(sys.modules["_case_pkg"], "broken"))
try:
    import _case_pkg.broken
except KeyError as e:
    print("again KeyError", e)
for args in [(), (5,), ("",), ("sys", None, None, None, -1), ("sys", None, None, None, 1), ("x", {}, None, None, 1), ("..x", {"__package__": "a"}, None, None, 0)]:
    try:
        print(__import__(*args))
    except Exception as e:
        print(type(e).__name__, e)
try:
    __import__("_case_pkg", fromlist=[1])
except TypeError as e:
    print(e)
e = ImportError("msg", name="n", path="p")
print(e, e.name, e.path, e.msg, e.name_from)
print(ModuleNotFoundError("No module named 'q'", name="q").name)
