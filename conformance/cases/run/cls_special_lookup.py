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
