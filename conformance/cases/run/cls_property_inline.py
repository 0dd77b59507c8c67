# Reading a property whose getter is a plain one-argument function runs the getter as a frame of
# the eval loop (CPython's LOAD_ATTR_PROPERTY): results, refcounts, tracebacks through the getter,
# recursion depth, and every getter that must take the generic path.
import sys

class P:
    __slots__ = ("_x",)
    def __init__(self, x):
        self._x = x
    @property
    def x(self):
        return self._x
    @property
    def twice(self):
        return self.x * 2
    @property
    def me(self):
        return self
    @property
    def boom(self):
        raise ValueError("getter failed")
    @property
    def deep(self):
        return self.deep
    @property
    def gen(self):
        yield self._x
    def _two(self, extra=1):
        return self._x + extra
    two = property(_two)
    lam = property(lambda self: ("lam", self._x))

class SubProp(property):
    pass

class Q(P):
    __slots__ = ()
    sub = SubProp(lambda self: "sub")

p = P(21)
print(p.x, p.twice, p.me is p, p.two, p.lam, list(p.gen))
q = Q(4)
print(q.x, q.twice, q.sub)
print(sys.getrefcount(p))
vals = [p.me for _ in range(5)]
print(sys.getrefcount(p))
del vals
print(sys.getrefcount(p))
try:
    p.boom
except ValueError as e:
    tb = e.__traceback__
    names = []
    while tb is not None:
        names.append(tb.tb_frame.f_code.co_name)
        tb = tb.tb_next
    print("ValueError", e, names)
try:
    p.deep
except RecursionError as e:
    print("RecursionError", e)
P.x = property(lambda self: -self._x)
print(p.x, q.x)
del P.x
try:
    p.x
except AttributeError as e:
    print(e)
def getter(self):
    return "replaced"
P.x = property(getter)
print(p.x, q.twice if False else q.x)
getter.__code__ = (lambda self, extra: extra).__code__
try:
    p.x
except TypeError as e:
    print(e)
P.x = property(lambda self: self._x)
total = 0
for i in range(1000):
    total += P(i).twice
print(total)
sp = SubProp(lambda s: 1, doc="sub doc")
print(sp.__doc__, "__doc__" in vars(sp), SubProp(fget=lambda s: 2).fget(None))
class Documented:
    @SubProp
    def val(self):
        "from the getter"
        return 3
print(Documented().val, Documented.val.__doc__)
p.boom
