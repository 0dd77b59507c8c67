# what importing a .py module or package sets on it: __loader__ (SourceFileLoader), __spec__
# (ModuleSpec: name, loader, origin, parent, cached, has_location), __cached__, __file__, and
# the built-in modules' BuiltinImporter; paths shown by their tails only
import sys
import math
import _case_geometry as geo
import _case_pkg.sub

def tail(p, n=1):
    return "/".join(p.replace("\\", "/").split("/")[-n:])

print(sorted(k for k in vars(geo) if k.startswith("__")))
L = geo.__loader__
print(type(L).__name__, type(L).__module__, type(L).__qualname__)
print(L.name, tail(L.path), L.path == geo.__file__)
print(tail(L.get_filename()), tail(L.get_filename("_case_geometry")), L.is_package("_case_geometry"))
for call in (lambda: L.get_filename("other"), lambda: L.is_package("x.y"), lambda: L.get_source("_case_pkg")):
    try:
        call()
    except ImportError as e:
        print(type(e).__name__, e, e.name)
print(L.get_source("_case_geometry").splitlines()[0])
print(len(L.get_data(geo.__file__)) > 0)
print(tail(geo.__cached__, 2), tail(geo.__file__))

s = geo.__spec__
print(type(s).__name__, type(s).__module__)
print(s.name, s.loader is L, tail(s.origin), repr(s.parent), s.has_location, s.submodule_search_locations, s.loader_state)
print(s.cached == geo.__cached__, s.origin == geo.__file__)
print(repr(s).replace(s.origin, "<origin>").replace(repr(L), "<loader>"))
print(sorted(k for k in vars(s)))
print(s == geo.__spec__, s != geo.__spec__)
try:
    hash(s)
except TypeError as e:
    print(type(e).__name__, e)

pkg = sys.modules["_case_pkg"]
ps = pkg.__spec__
print(ps.name, repr(ps.parent), [tail(p) for p in ps.submodule_search_locations], ps.submodule_search_locations == pkg.__path__)
print(tail(pkg.__cached__, 3), tail(pkg.__file__, 2), pkg.__loader__.is_package("_case_pkg"), type(pkg.__loader__).__name__)
print(repr(ps).replace(ps.origin, "<origin>").replace(repr(pkg.__loader__), "<loader>").replace(str(ps.submodule_search_locations), "<path>"))
sub = _case_pkg.sub
print(sub.__spec__.name, sub.__spec__.parent, sub.__package__, sub.__loader__.name, tail(sub.__cached__, 4))
print(pkg.__loader__ is sub.__loader__, pkg.__loader__ is geo.__loader__)

# built-in modules
for m in (sys, math):
    print(m.__name__, m.__spec__, m.__loader__, m.__spec__.loader is m.__loader__, m.__spec__.origin, m.__spec__.has_location, m.__spec__.cached)
print(type(sys.__loader__).__name__, sys.__loader__.__name__, sys.__loader__.__module__)

# the spec's properties
s2 = geo.__spec__
old = s2.cached
s2.cached = "elsewhere.pyc"
print(s2.cached, geo.__cached__ == old)
s2.cached = old
s2.has_location = 0
print(s2.has_location)
s2.has_location = True
try:
    s2.parent = "x"
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del s2.cached
except AttributeError as e:
    print(type(e).__name__, e)
print(s2.cached == old, s2 == geo.__spec__)
