# __slots__: member descriptors, no __dict__, errors
class P:
    __slots__ = ("x", "y")
    def __init__(self, x): self.x = x

p = P(1)
print(p.x)
try:
    p.y
except AttributeError as e:
    print(type(e).__name__, e)
try:
    p.z = 3
except AttributeError as e:
    print(type(e).__name__, e)
try:
    p.__dict__
except AttributeError as e:
    print(type(e).__name__, e)
p.y = 2
print(p.x, p.y)
del p.y
try:
    del p.y
except AttributeError as e:
    print(type(e).__name__, e)
print(type(P.x).__name__, P.x.__name__, P.x.__objclass__ is P)
print(repr(P.x))
print(P.__slots__, "__dict__" in dir(P), "__weakref__" in dir(P))
print(hasattr(p, "__dict__"), hasattr(p, "__weakref__"))
print(P.x.__get__(p), P.x.__get__(None, P) is P.x)
P.x.__set__(p, 10)
print(p.x)
try:
    P.x.__get__(1)
except TypeError as e:
    print(type(e).__name__, e)

class S:
    __slots__ = "only"
print(S.__slots__, type(S.only).__name__)

class L:
    __slots__ = ["a", "b"]
l = L()
l.a = 1
print(l.a, L.__slots__)

class WithDict:
    __slots__ = ("a", "__dict__")
w = WithDict()
w.a = 1
w.other = 2
print(w.a, w.__dict__)

class Sub(P):
    pass
s = Sub(5)
s.z = 9
print(s.x, s.__dict__)

class Sub2(P):
    __slots__ = ("z",)
s2 = Sub2(3)
s2.z = 4
print(s2.x, s2.z, hasattr(s2, "__dict__"))
try:
    s2.q = 1
except AttributeError as e:
    print(type(e).__name__, e)
class Empty:
    __slots__ = ()
try:
    Empty().a = 1
except AttributeError as e:
    print(type(e).__name__, e)
