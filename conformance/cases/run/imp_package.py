# packages: __init__ runs once, submodules, attributes set on the parent, module caching, dunders
import sys
import _case_pkg
print(_case_pkg.VERSION, _case_pkg.helper(4), _case_pkg.core.COUNT)
print(type(_case_pkg).__name__, _case_pkg.__name__, _case_pkg.__package__, hasattr(_case_pkg, "__path__"))
print(_case_pkg.__file__.endswith("__init__.py"), _case_pkg.__spec__.origin == _case_pkg.__file__)
print(_case_pkg.__spec__.submodule_search_locations == _case_pkg.__path__, _case_pkg.__spec__.has_location)
import _case_pkg.sub
print("sub" in dir(_case_pkg), _case_pkg.sub.sibling.NAME, _case_pkg.sub.T())
import _case_pkg.sub.sibling as sib
print(sib is sys.modules["_case_pkg.sub.sibling"], sib.__name__, sib.__package__)
print(hasattr(sib, "__path__"), sib.__spec__.parent, sib.__spec__.submodule_search_locations)
print(sib.__file__.endswith("sibling.py"), repr(sib).startswith("<module '_case_pkg.sub.sibling' from "))
import _case_pkg.sub.sibling
import _case_pkg as again
print(again is _case_pkg, _case_pkg.core.COUNT)
from _case_pkg.sub import deep
print(deep.info(), _case_pkg.core.COUNT)
from _case_pkg import sub as s2, core as c2
print(s2 is _case_pkg.sub, c2.Thing(), c2.helper("ab"))
from _case_pkg.sub.deep import info as info2
print(info2 is deep.info)
print(sorted(k for k in sys.modules if k.startswith("_case_pkg")))
for name in sorted(k for k in sys.modules if k.startswith("_case_pkg")):
    m = sys.modules[name]
    print(name, m.__name__ == name, m.__spec__.name == name, m.__package__, hasattr(m, "__path__"))
def f():
    import _case_pkg.sub.deep
    return _case_pkg.sub.deep.info()[0]
print(f())
import _case_ns.inner.mod as nsmod
print(nsmod.WHERE, nsmod.__package__, getattr(sys.modules["_case_ns"], "__file__", None))
print(sys.modules["_case_ns"].__spec__.origin, sys.modules["_case_ns"].__spec__.has_location)
print(type(sys.modules["_case_ns"].__path__).__name__ in ("list", "_NamespacePath"))
import _case_ns
print(hasattr(_case_ns, "inner"), _case_ns.inner.mod is nsmod)
