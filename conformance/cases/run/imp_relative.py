# relative imports: from . / from .. / beyond the top, resolved through __package__ and __spec__
import sys
from _case_pkg.sub import deep
print(deep.info())
try:
    import _case_pkg.sub.leaf
except ImportError as e:
    print(type(e).__name__, e)
print("_case_pkg.sub.leaf" in sys.modules)
try:
    from . import something
except ImportError as e:
    print(type(e).__name__, e)
try:
    from .mod import x
except ImportError as e:
    print(type(e).__name__, e)
try:
    from .. import x
except ImportError as e:
    print(type(e).__name__, e)
# exec with a chosen package context
g = {"__name__": "_case_pkg.sub.fake", "__package__": "_case_pkg.sub"}
exec("from . import sibling\nfrom .. import core\nfrom ..core import helper\nprint(sibling.NAME, core.__name__, helper(5))", g)
g = {"__name__": "_case_pkg.sub", "__path__": [], "__package__": None}
exec("from . import sibling\nprint('via __name__ and __path__', sibling.NAME)", g)
g = {"__name__": "_case_pkg.sub.fake2", "__package__": None}
exec("from .sibling import NAME\nprint('via __name__', NAME)", g)
for bad in [{"__package__": 5, "__name__": "x"}, {"__name__": 5}, {}, {"__package__": "", "__name__": "m"}]:
    try:
        exec("from . import y", bad)
    except Exception as e:
        print(type(e).__name__, e)
try:
    exec("from ... import y", {"__package__": "a.b"})
except Exception as e:
    print(type(e).__name__, e)
try:
    exec("from . import nothing_here", {"__package__": "_case_pkg"})
except Exception as e:
    print(type(e).__name__, str(e).split(" (")[0])
m = __import__("sub", {"__package__": "_case_pkg"}, None, ["sibling"], 1)
print(m.__name__)
m = __import__("sub.sibling", {"__package__": "_case_pkg"}, None, [], 1)
print(m.__name__)
m = __import__("", {"__package__": "_case_pkg.sub"}, None, ["sibling"], 1)
print(m.__name__)
