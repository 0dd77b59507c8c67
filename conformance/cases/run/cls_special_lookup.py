# special methods are looked up on the type, and class changes update them
class C:
    def __len__(self): return 1
    def __repr__(self): return "C()"
c = C()
c.__len__ = lambda: 99
c.__repr__ = lambda: "instance repr"
print(len(c), repr(c), c.__len__())
C.__len__ = lambda self: 2
print(len(c))
del C.__len__
try:
    len(c)
except TypeError as e:
    print(type(e).__name__, e)

class Base:
    def __add__(self, o): return "Base.add"
class Derived(Base): pass
d = Derived()
print(d + 1)
Base.__add__ = lambda self, o: "patched add"
print(d + 1)
Derived.__add__ = lambda self, o: "Derived add"
print(d + 1, Base() + 1)
del Derived.__add__
print(d + 1)
del Base.__add__
try:
    d + 1
except TypeError as e:
    print(type(e).__name__, e)

class Hashy:
    pass
h = Hashy()
Hashy.__eq__ = lambda self, o: True
print(type(hash(h)).__name__)  # adding __eq__ later keeps __hash__
Hashy.__hash__ = None
try:
    hash(h)
except TypeError as e:
    print(type(e).__name__, e)

class Callable:
    pass
obj = Callable()
print(callable(obj))
Callable.__call__ = lambda self, x: x * 2
print(callable(obj), obj(21))
class Iter:
    pass
Iter.__iter__ = lambda self: iter("ab")
print(list(Iter()))
Iter.__getitem__ = lambda self, i: "item"
print(Iter()[0])
class Getattr:
    pass
g = Getattr()
Getattr.__getattr__ = lambda self, name: "dynamic " + name
print(g.anything)
del Getattr.__getattr__
try:
    g.anything
except AttributeError as e:
    print(type(e).__name__, e)
class Bool:
    pass
print(bool(Bool()))
Bool.__bool__ = lambda self: False
print(bool(Bool()))
Bool.__len__ = lambda self: 5
print(bool(Bool()))
del Bool.__bool__
print(bool(Bool()))

# dir() and round() too: an instance attribute of the name is ignored, a metaclass __dir__ decides
# dir(cls), dir(super(...)) lists the super object's own attributes, a __dir__ that is not callable raises
class A:
    def f(self): pass
class B(A): pass
s = super(B, B())
print('f' in dir(s), '__self__' in dir(s), '__thisclass__' in dir(s))
class M(type):
    def __dir__(cls): return ['zz', 'aa']
class C(metaclass=M): pass
print(dir(C))
class D:
    def __dir__(self): return ('b', 'a')
print(dir(D()))
d = D(); d.__dir__ = lambda: ['q']
print(dir(d))
class R:
    def __round__(self, n=None): return ('r', n)
r = R(); r.__round__ = lambda *a: 'inst'
print(round(r), round(r, 2))
class E:
    __dir__ = 5
try: dir(E())
except TypeError as e: print(e)
import sys
print(len(dir(sys)) > 50, dir(int)[:3], len(dir(3)) == len(dir(int)))
class G:
    def __getattr__(self, n): return lambda: ['x']
print(dir(G())[:2])

# reversed(), dict subclasses' __missing__, complex() and cmath's __complex__ also look up on the type
import cmath
class R:
    def __init__(self): self.__reversed__ = lambda: iter("inst")
    def __reversed__(self): return iter("type")
print(list(reversed(R())))
class D(dict):
    def __missing__(self, k): return ("type", k)
d = D(); d.__missing__ = lambda k: ("inst", k)
print(d["z"])
class Cx:
    def __complex__(self): return 1 + 2j
c = Cx(); c.__complex__ = lambda: 3j
print(complex(c), cmath.sqrt(c))
class S:
    __reversed__ = staticmethod(lambda: iter("static"))
print(list(reversed(S())))
