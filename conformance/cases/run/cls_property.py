# property: getter / setter / deleter and their error messages
class C:
    def __init__(self): self._x = 1
    @property
    def x(self):
        "the x"
        return self._x
    @x.setter
    def x(self, v):
        print("set", v); self._x = v
    @x.deleter
    def x(self):
        print("del"); del self._x
    @property
    def ro(self): return "read-only"
    def _get(self): return 42
    plain = property(_get)
    nothing = property()
    w = property(None, lambda self, v: print("w set", v))

c = C()
print(c.x); c.x = 5; print(c.x); del c.x
print(hasattr(c, "_x"))
print(C.x.__doc__, type(C.x).__name__)
print(C.x.fget.__name__, C.x.fset.__name__, C.x.fdel.__name__)
print(c.ro, c.plain)
def s1(): c.ro = 1
def s2(): del c.ro
def s3(): c.plain = 2
def s4(): c.nothing
def s5(): c.nothing = 1
def s6(): c.w
def s7(): del c.w
for stmt in (s1, s2, s3, s4, s5, s6, s7):
    try:
        stmt()
    except AttributeError as e:
        print(stmt.__name__, "->", type(e).__name__, e)
c.w = 9
print(C.ro.fset, C.ro.fdel)
p = property(lambda s: 1, doc="documented")
print(p.__doc__)
q = C.x.getter(lambda self: "new getter")
print(q.fset is C.x.fset, q.fget.__name__)

class D(C):
    @C.x.getter
    def x(self): return "D.x " + str(self._x)
d = D()
print(d.x)
d.x = 10
print(d.x)

class E:
    @property
    def bad(self):
        raise AttributeError("inner")
    def __getattr__(self, name):
        return "fallback " + name
print(E().bad)
try:
    property.__get__
    print(property(1).fget)
except Exception as e:
    print(type(e).__name__, e)
