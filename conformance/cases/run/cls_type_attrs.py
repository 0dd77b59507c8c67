# type.__name__/__qualname__/__module__/__doc__/__dict__ and friends
class Outer:
    """Outer doc"""
    class Inner:
        def method(self): pass
    x = 1
    def f(self): pass
print(Outer.__name__, Outer.__qualname__, Outer.Inner.__qualname__, Outer.Inner.method.__qualname__)
print(Outer.__module__, Outer.__doc__, Outer.Inner.__doc__)
print(int.__module__, int.__name__, int.__qualname__)
d = Outer.__dict__
print(type(d).__name__)
print(sorted(k for k in d))
print(d["x"], "f" in d, d.get("zz", "missing"), len(d) > 3)
try:
    d["x"] = 2
except TypeError as e:
    print(type(e).__name__, e)
try:
    del d["x"]
except TypeError as e:
    print(type(e).__name__, e)
class Small:
    a = 1
print(repr(Small.__dict__).startswith("mappingproxy({"))
print(type(int.__dict__).__name__, "__add__" in int.__dict__)
Outer.__name__ = "Renamed"
print(Outer.__name__, Outer.__qualname__, repr(Outer))
Outer.__qualname__ = "Q.R"
print(repr(Outer))
try:
    Outer.__name__ = 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    Outer.__qualname__ = None
except TypeError as e:
    print(type(e).__name__, e)
try:
    int.__name__ = "x"
except TypeError as e:
    print(type(e).__name__, e)
try:
    int.foo = 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    del int.__add__
except TypeError as e:
    print(type(e).__name__, e)
Outer.__doc__ = "new doc"
print(Outer.__doc__)
Outer.__module__ = "elsewhere"
print(repr(Outer))
print(Small.__bases__, Small.__base__, object.__base__)
class Derived(Small): pass
print([c.__name__ for c in Small.__subclasses__()])
print(Derived.__dict__.get("a"), Derived.a)
print("__weakref__" in Small.__dict__, "__dict__" in Small.__dict__, "__dict__" in Derived.__dict__)
print(type(Small.__dict__["__dict__"]).__name__)
try:
    Small.nope
except AttributeError as e:
    print(type(e).__name__, e)
print(Small.__class__ is type, type.__name__, type.__module__)
