# importing a sibling module: import, from-import, aliases, module caching, missing names/modules
import _case_geometry
import _case_geometry as geo
from _case_geometry import area, Shape as S
print(_case_geometry.PI, geo is _case_geometry, area(2), S("sq"), geo.__name__)
from _case_geometry import *
print(PI, Shape("c"))
try:
    from _case_geometry import nothing
except ImportError as e:
    print("ImportError:", str(e).split(" (")[0])
try:
    import _case_missing_module
except ModuleNotFoundError as e:
    print(type(e).__name__, e)
import sys
print(sys.argv[0])
