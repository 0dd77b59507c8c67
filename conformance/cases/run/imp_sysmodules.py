# sys.modules is the import system's registry: entries added, replaced, deleted and set to None
import sys
print(type(sys.modules).__name__, sys.modules["sys"] is sys, "__main__" in sys.modules or True)
import math
print(sys.modules["math"] is math)
class Fake:
    value = 7
    def __repr__(self):
        return "<Fake>"
sys.modules["_case_fake"] = Fake()
import _case_fake
print(_case_fake, _case_fake.value)
from _case_fake import value
print(value)
sys.modules["_case_fake"] = None
try:
    import _case_fake
except ImportError as e:
    print(type(e).__name__, e, e.name)
try:
    from _case_fake import value
except ImportError as e:
    print(type(e).__name__, e)
del sys.modules["_case_fake"]
try:
    import _case_fake
except ImportError as e:
    print(type(e).__name__, e)
import _case_pkg.core as core1
core1.COUNT = 100
del sys.modules["_case_pkg.core"]
import _case_pkg.core as core2
print(core1 is core2, core2.COUNT, core1.COUNT, sys.modules["_case_pkg"].core is core2)
import _case_pkg.replacer
print(_case_pkg.replacer, sys.modules["_case_pkg.replacer"].answer)
from _case_pkg import replacer
print(replacer)
sys.modules["_case_pkg.virtual"] = "a str module"
from _case_pkg import virtual
print(virtual)
import _case_pkg.virtual as v
print(v)
sys.modules["_case_notpkg"] = Fake()
try:
    import _case_notpkg.sub
except ImportError as e:
    print(type(e).__name__, e)
m = sys.modules.pop("math")
import math as math2
print(math2 is m, math2.floor(2.5))
from _case_pkg.stars import *
print(public, sub.__name__)
try:
    print(other)
except NameError as e:
    print(e)
import _case_pkg.stars as st
st.__all__ = ["public", 5]
try:
    exec("from _case_pkg.stars import *", {})
except TypeError as e:
    print(e)
st.__all__ = ["public", "missing"]
try:
    exec("from _case_pkg.stars import *", {})
except AttributeError as e:
    print(e)
del st.__all__
ns = {}
exec("from _case_pkg.stars import *", ns)
print(sorted(k for k in ns if k != "__builtins__"))
