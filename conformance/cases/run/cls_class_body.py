# class bodies: scoping, __class__ cell, decorators, generated attributes
x = "global x"
class Outer:
    x = "class x"
    y = x.upper()
    items = [x for _ in range(2)]
    def method(self):
        return x
    class Inner:
        z = 1
        def who(self): return __class__.__qualname__
    def uses_class(self):
        return __class__.__name__, type(self).__name__
print(Outer.y, Outer.items, Outer().method())
print(Outer.Inner.__qualname__, Outer.Inner().who())
class Sub(Outer): pass
print(Sub().uses_class())
print(Outer.__firstlineno__, Outer.Inner.__firstlineno__)
class Attrs:
    def __init__(self):
        self.a = 1
        self.b = 2
    def other(self):
        self.c = 3
        other = self
        other.d = 4
print(sorted(Attrs.__static_attributes__), Attrs.__static_attributes__ == tuple(sorted(Attrs.__static_attributes__)))

def deco(cls):
    cls.decorated = True
    return cls
def replace(cls):
    return "replaced " + cls.__name__
@deco
class D: pass
@replace
class R: pass
print(D.decorated, R)

def make(n):
    class Local:
        size = n
        def get(self): return self.size
    return Local
L1, L2 = make(1), make(2)
print(L1().get(), L2().get(), L1 is L2, L1.__qualname__)

class Counter:
    count = 0
    def __init__(self):
        Counter.count += 1
        self.id = Counter.count
a, b = Counter(), Counter()
print(a.id, b.id, Counter.count, a.count)
a.count = 100
print(a.count, b.count, Counter.count)
class Empty:
    """Only a docstring."""
print(Empty.__doc__, Empty.__module__, Empty.__name__)
class NoDoc: pass
print(NoDoc.__doc__)
class Annot:
    a: int
    b: str = "s"
print(Annot.b, hasattr(Annot, "a"), list(Annot.__annotations__))
try:
    class Bad(1): pass
except TypeError as e:
    print(type(e).__name__, e)
try:
    class Bad2(len): pass
except TypeError as e:
    print(type(e).__name__, e)
