# __class__ assignment and isinstance with __class__ override
class A:
    def who(self): return "A"
class B:
    def who(self): return "B"
a = A()
a.__class__ = B
print(a.who(), type(a).__name__, isinstance(a, B), isinstance(a, A))
try:
    a.__class__ = 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    a.__class__ = int
except TypeError as e:
    print(type(e).__name__, e)
try:
    (1).__class__ = bool
except TypeError as e:
    print(type(e).__name__, e)
class S1:
    __slots__ = ("a",)
class S2:
    __slots__ = ("b",)
s = S1()
try:
    s.__class__ = S2
except TypeError as e:
    print(type(e).__name__, e)
try:
    del a.__class__
except TypeError as e:
    print(type(e).__name__, e)

class Liar:
    @property
    def __class__(self):
        return int
l = Liar()
print(isinstance(l, int), isinstance(l, Liar), type(l).__name__, l.__class__)
print(issubclass(Liar, int))
class Fake:
    __class__ = str
print(isinstance(Fake(), str), type(Fake()) is Fake)

class Meta(type):
    def __instancecheck__(cls, obj):
        print("instancecheck", cls.__name__)
        return obj == "magic"
    def __subclasscheck__(cls, sub):
        print("subclasscheck", cls.__name__, sub.__name__)
        return sub is int
class Magic(metaclass=Meta): pass
print(isinstance("magic", Magic), isinstance(1, Magic))
print(isinstance(Magic(), Magic))   # exact type: no hook call
print(issubclass(int, Magic), issubclass(str, Magic))
print(isinstance("magic", (int, Magic)))
try:
    isinstance(1, 1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    issubclass(1, int)
except TypeError as e:
    print(type(e).__name__, e)
try:
    issubclass(int, 1)
except TypeError as e:
    print(type(e).__name__, e)
print(isinstance(1, (str, (bytes, int))), issubclass(bool, (str, int)))
