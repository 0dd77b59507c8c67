# functions as descriptors: bound methods, unbound access
class C:
    def m(self, x): return (type(self).__name__, x)
c = C()
bm = c.m
print(bm(1), bm.__self__ is c, bm.__func__ is C.m, bm.__name__, bm.__qualname__)
print(C.m(c, 2), C.__dict__["m"] is C.m)
print(bm == c.m, bm is c.m, c.m == C().m)
print(type(bm).__name__, type(C.m).__name__)
print(C.m.__get__(c)(3), C.m.__get__(None, C) is C.m)
f = lambda self: "lam " + type(self).__name__
C.lam = f
print(c.lam())
c.inst = f
try:
    c.inst()
except TypeError as e:
    print(type(e).__name__, e)
print(c.inst(0))
try:
    bm.extra = 1
except AttributeError as e:
    print(type(e).__name__, e)
print(bm.__doc__, hash(bm) == hash(c.m))
class D:
    def __init__(self): self.calls = 0
    def tick(self):
        self.calls += 1
        return self
d = D()
d.tick().tick().tick()
print(d.calls)
print(len.__self__.__name__ if hasattr(len.__self__, "__name__") else type(len.__self__).__name__)
print([].append.__self__, type([].append).__name__, type(list.append).__name__)
print(type(str.__dict__["upper"]).__name__, type(int.__add__).__name__, type((1).__add__).__name__)
print(list.append.__qualname__, [].append.__qualname__)
print(repr(int.__add__), repr(list.append))
try:
    list.append(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    C.m()
except TypeError as e:
    print(type(e).__name__, e)
