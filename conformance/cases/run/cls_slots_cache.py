# __slots__ cells read and written in loops (the instructions' caches hold the cell), with the
# cases the cache must hand back to the generic path: unset cells, deletion, a member descriptor
# copied into an unrelated class, a class changed after the cache was filled, and refcounts.
import sys


class P:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


class Q(P):
    __slots__ = ("z",)

    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z


class D(P):
    pass  # has a __dict__ as well as the cells


def total(ps):
    s = 0
    for p in ps:
        s += p.x * 10 + p.y
    return s


ps = [P(i, i + 1) for i in range(5)] + [Q(i, 2 * i, 3) for i in range(3)]
print(total(ps), total(ps))
for p in ps:
    p.x += 100
print(total(ps))

d = D(1, 2)
d.w = 5
d.x = 7
print(d.x, d.y, d.w, sorted(vars(d)))


def get_x(o):
    return o.x


for o in (P(1, 2), P(3, 4)):
    print(get_x(o))
empty = P.__new__(P)
for attempt in range(2):
    try:
        get_x(empty)
    except AttributeError as e:
        print("AttributeError:", e)
p = P(8, 9)
del p.x
try:
    print(p.x)
except AttributeError as e:
    print("AttributeError:", e)
p.x = 10
print(p.x)
try:
    del p.x
    del p.x
except AttributeError as e:
    print("AttributeError:", e)


class Other:
    x = P.x  # P's member descriptor, in a class whose instances have no such cell


o = Other()
for attempt in range(2):
    try:
        print(get_x(o))
    except TypeError as e:
        print("TypeError:", e)
    try:
        o.x = 1
    except TypeError as e:
        print("TypeError:", e)


# the class changes after the caches were filled: a property now answers `x`
def set_x(o, v):
    o.x = v


r = P(1, 2)
for i in range(3):
    set_x(r, i)
    print(get_x(r))
saved = P.x
P.x = property(lambda self: "prop", lambda self, v: print("setter", v))
print(get_x(r))
set_x(r, 42)
P.x = saved
print(get_x(r))

# references: the cell holds one reference, released when overwritten and with the instance
v = object()
base = sys.getrefcount(v)
holders = [P(v, v) for _ in range(3)]
print(sys.getrefcount(v) - base)
for h in holders:
    set_x(h, None)
print(sys.getrefcount(v) - base)
del holders
print(sys.getrefcount(v) - base)
