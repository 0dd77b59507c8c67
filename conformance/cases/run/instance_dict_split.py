# Instance attribute dicts on shared keys (CPython's split tables): the order and contents
# seen through vars() and __dict__ after stores in different orders, deletions, names that are
# not identifiers, more attributes than a shared table holds, and dict operations on __dict__.
import gc
import sys


class P:
    def __init__(self, a, b):
        self.a = a
        self.b = b


p1, p2 = P(1, 2), P(3, 4)
p3 = P(5, 6)
p3.c = 7
p4 = P.__new__(P)
p4.b = "b first"
p4.a = "a second"
for p in (p1, p2, p3, p4):
    print(vars(p), list(p.__dict__), p.__dict__ == {k: getattr(p, k) for k in p.__dict__})

# deletion, then the name stored again goes to the end
del p1.a
print(vars(p1), hasattr(p1, "a"))
p1.a = "back"
print(vars(p1), vars(p2))

# names made at run time, and names that are not identifiers
for i in range(5):
    setattr(p2, "dyn" + str(i), i * i)
setattr(p2, "not an identifier", 1)
p2.__dict__[7] = "int key"
print(vars(p2))
print(getattr(p2, "dyn3"), p2.__dict__.get(7))


class Wide:
    def __init__(self, n):
        for i in range(n):
            setattr(self, f"f{i}", i)


for n in (8, 9, 30, 31, 40):
    w = Wide(n)
    d = vars(w)
    print(n, len(d), list(d)[-3:], getattr(w, f"f{n - 1}"), sum(d.values()))

# dict operations through __dict__
p5 = P(10, 20)
d = p5.__dict__
d.update(z=30, a=11)
print(vars(p5), p5.a, p5.z)
print(d.pop("b"), vars(p5), hasattr(p5, "b"))
d.clear()
print(vars(p5), hasattr(p5, "a"))
p5.a = 1
print(vars(p5), dict(vars(p1)), vars(p1).copy() == vars(p1))
print(sorted(vars(P(1, 2)).items()), P(1, 2).__dict__ | {"x": 0})

# the same keys in several orders across many instances
objs = []
for i in range(50):
    o = P.__new__(P)
    if i % 2:
        o.a = i
        o.b = -i
    else:
        o.b = -i
        o.a = i
    if i % 5 == 0:
        o.extra = True
    objs.append(o)
print([list(vars(o)) for o in objs[:6]], sum(o.a + o.b for o in objs))
print(sys.getsizeof(P(1, 2)) > 0, gc.is_tracked(P(1, 2)))
