# Instance attributes as CPython 3.14's inline values: no dict object until __dict__ (or vars(),
# __getstate__) asks for one, so gc.get_count() counts the instances alone, and cycles through
# attributes are collected either way.
import gc
class A:
    def __init__(self, v): self.v = v
class B: pass
gc.collect()
gc.disable()
c0 = gc.get_count()[0]
xs = [A(i) for i in range(10)]
c1 = gc.get_count()[0]
print("instances", c1 - c0)
ds = [A(i).__dict__ for i in range(4)]
c2 = gc.get_count()[0]
print("materialized", c2 - c1, [sorted(d) for d in ds])
vs = [vars(A(i)) for i in range(3)]
print("vars", [sorted(d) for d in vs])
def cycle(n, touch):
    objs = []
    for i in range(n):
        a, b = A(i), B()
        a.other = b
        b.other = a
        b.items = [a, b]
        if touch == 1: a.__dict__
        if touch == 2: b.__getstate__()
        if touch == 3: vars(b)["extra"] = a
        objs.append(a)
    return objs
for touch in range(4):
    objs = cycle(5, touch)
    del objs
    print("cycle", touch, gc.collect())
a = A(1)
b = A(a)
print(gc.get_referents(b) == [a] or sorted(type(x).__name__ for x in gc.get_referents(b)), b in gc.get_referrers(a), gc.is_tracked(a))
a.__dict__["w"] = b
b.v = None
print(a in gc.get_referrers(b))
del a, b
print("after", gc.collect())
gc.enable()
