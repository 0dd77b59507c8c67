# classmethod, staticmethod, property: behaviour, reprs-free checks, errors
class A:
    count = 0
    @classmethod
    def make(cls, v):
        return cls.__name__, v
    @staticmethod
    def add(a, b):
        return a + b
    def __init__(self):
        self._v = 0
    @property
    def v(self):
        "the value"
        return self._v
    @v.setter
    def v(self, val):
        if val < 0:
            raise ValueError('negative')
        self._v = val
    @v.deleter
    def v(self):
        print('deleting v')
        self._v = None
    ro = property(lambda self: 'read-only')
class B(A):
    pass
print(A.make(1), B.make(2), A().make(3), A.add(1, 2), A().add(3, 4))
a = A()
a.v = 5; print(a.v, A.v.__doc__)
del a.v; print(a.v)
for bad in [lambda: setattr(a, 'v', -1), lambda: setattr(a, 'ro', 1), lambda: delattr(a, 'ro'), lambda: A.add(1),
            lambda: classmethod(), lambda: staticmethod(1, 2), lambda: property(1, 2, 3, 4, 5)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(type(A.__dict__['make']).__name__, type(A.__dict__['add']).__name__, type(A.__dict__['v']).__name__)
print(A.__dict__['add'].__func__(5, 6), A.__dict__['make'].__func__(A, 0))
p = property(fget=len, doc='docs')
print(p.fget, p.fset, p.fdel, p.__doc__)
p2 = p.setter(print)
print(p2.fset is print, p2.fget is len, p is not p2)
sm = staticmethod(len)
print(sm('abc'), callable(sm))
cm = classmethod(lambda cls: cls)
class D:
    f = cm
print(D.f() is D)
class Cached:
    def __init__(self):
        self.calls = 0
    @property
    def val(self):
        self.calls += 1
        return self.calls
c = Cached()
print(c.val, c.val, c.calls)
print(isinstance(A.v, property), A.v.fget(a))
class E:
    @property
    def broken(self):
        return self.missing
E().broken
