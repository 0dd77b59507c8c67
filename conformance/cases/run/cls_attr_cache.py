# Attribute lookups stay right when classes change after being used: the per-type lookup cache
# (version tags) must see class-dict changes on the class itself, its bases and across diamonds.
class A:
    def f(self):
        return "A.f"
    x = 1

class B(A):
    pass

class C(A):
    def f(self):
        return "C.f"

class D(B, C):
    pass

objs = [A(), B(), C(), D()]
def show(tag):
    print(tag, [o.f() for o in objs], [o.x for o in objs], [type(o).x for o in objs])

for _ in range(3):
    show("start")
A.f = lambda self: "A.f2"
show("A.f replaced")
A.x = 2
show("A.x = 2")
C.x = 3
show("C.x = 3")
del C.f
show("del C.f")
B.f = lambda self: "B.f"
show("B.f added")
del A.x
try:
    show("del A.x")
except AttributeError as e:
    print(type(e).__name__, e)
print(hasattr(C(), "x"), hasattr(B(), "x"), hasattr(D(), "x"))
del C.x
print(hasattr(D(), "x"))

# instance dict shadowing a method, then dropped
d = D()
print(d.f())
d.f = lambda: "instance"
print(d.f())
del d.f
print(d.f())

# data descriptors added later take precedence over the instance dict
class P:
    pass
p = P()
p.v = "dict"
print(p.v)
P.v = property(lambda self: "property")
print(p.v)
del P.v
print(p.v)

# dunders set on a base after instances of a subclass were added
class N:
    def __init__(self, n):
        self.n = n
class M(N):
    pass
a, b = M(1), M(2)
try:
    print(a + b)
except TypeError as e:
    print(type(e).__name__, e)
N.__add__ = lambda self, other: M(self.n + other.n)
print((a + b).n)
N.__add__ = lambda self, other: M(self.n * 10 + other.n)
print((a + b).n)
del N.__add__
try:
    print(a + b)
except TypeError as e:
    print(type(e).__name__, e)

# many classes sharing names, modified in a loop
classes = [type(f"K{i}", (A,), {"x": i}) for i in range(20)]
for r in range(3):
    A.x = 100 + r
    print(r, [k().x for k in classes[:3]], [k().f() for k in classes[:2]])
    classes[r].x = -r
    print([k.x for k in classes[:4]])

# class attribute counter updated in a loop (type dict changes each time)
class Counter:
    n = 0
    def bump(self):
        type(self).n += 1
        return self.n
c = Counter()
print([c.bump() for _ in range(5)], Counter.n)
Counter.n = "reset"
print(c.n)
del Counter.n
print(c.missing_attribute)
