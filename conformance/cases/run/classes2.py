# MRO, multiple inheritance, __slots__-free dunders, class methods, __getattr__, __setattr__, __call__, __contains__, iter protocol
class A:
    def who(self): return "A"
class B(A):
    def who(self): return "B>" + super().who()
class C(A):
    def who(self): return "C>" + super().who()
class D(B, C):
    def who(self): return "D>" + super().who()
print(D().who(), [k.__name__ for k in D.__mro__])
class Dyn:
    def __init__(self):
        self.data = {}
    def __getattr__(self, name):
        return "dyn:" + name
    def __setattr__(self, name, value):
        object.__setattr__(self, name, value)
    def __call__(self, *args):
        return sum(args)
    def __contains__(self, x):
        return x == 42
d = Dyn()
d.real = 1
print(d.real, d.missing, d(1, 2, 3), 42 in d, 41 in d)
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n
print(list(Countdown(4)), sum(Countdown(5)))
class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __eq__(self, other):
        return (self.x, self.y) == (other.x, other.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __lt__(self, other):
        return (self.x, self.y) < (other.x, other.y)
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
    def __str__(self):
        return f"({self.x}, {self.y})"
pts = [Point(2, 1), Point(1, 5), Point(1, 2)]
print(sorted(pts), min(pts), str(pts[0]), len({Point(1, 1), Point(1, 1)}))
class Meta(type):
    def __new__(mcls, name, bases, ns):
        ns["tag"] = name.lower()
        return super().__new__(mcls, name, bases, ns)
class Tagged(metaclass=Meta):
    pass
print(Tagged.tag, type(Tagged).__name__)
class Base:
    registry = []
    def __init_subclass__(cls, **kw):
        super().__init_subclass__()
        Base.registry.append(cls.__name__)
class P1(Base): pass
class P2(Base): pass
print(Base.registry)
class WithClassAttr:
    count = 0
    @classmethod
    def bump(cls):
        cls.count += 1
        return cls.count
WithClassAttr.bump()
print(WithClassAttr.bump(), WithClassAttr.__name__, WithClassAttr.__qualname__)
class Num:
    def __init__(self, v): self.v = v
    def __add__(self, o): return Num(self.v + (o.v if isinstance(o, Num) else o))
    def __radd__(self, o): return Num(o + self.v)
    def __neg__(self): return Num(-self.v)
    def __index__(self): return self.v
    def __repr__(self): return f"Num({self.v})"
print(Num(1) + Num(2), 5 + Num(1), Num(3) + 4, -Num(2), [0, 1, 2, 3][Num(2)], sum([Num(1), Num(2)], Num(0)))
try:
    Num(1) * 2
except TypeError as e:
    print(e)
class Empty: pass
try:
    Empty(1)
except TypeError as e:
    print(e)
try:
    Empty().nope
except AttributeError as e:
    print(e)
print(isinstance(Empty(), object), Empty.__bases__, Empty.__doc__)
