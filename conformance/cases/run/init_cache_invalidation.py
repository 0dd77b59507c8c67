# CALL on a class runs its Python __init__ inline, remembered per class until the class (or a
# base) changes: replacing __init__, a callable object as __init__, a __new__ added later, a
# subclass gaining its own __init__, and an __init__ whose code became a generator's.
class P:
    def __init__(self, x):
        self.x = x

class C(P):
    pass

def make(cls, n):
    return [cls(i) for i in range(n)]

print([c.x for c in make(C, 3)])

def other_init(self, x):
    self.x = -x
    self.tag = "other"

P.__init__ = other_init
print([(c.x, c.tag) for c in make(C, 3)])

class CallableInit:
    def __get__(self, obj, cls):
        return lambda x: setattr(obj, "x", x * 10)

P.__init__ = CallableInit()
print([c.x for c in make(C, 2)])

def c_init(self, x):
    self.x = ("C", x)

C.__init__ = c_init
print([c.x for c in make(C, 2)], [p.x for p in make(P, 2)])

def new(cls, x):
    print("new", cls.__name__, x)
    return object.__new__(cls)

C.__new__ = new
print([c.x for c in make(C, 2)])
del C.__new__
del C.__init__
P.__init__ = lambda self, x: setattr(self, "x", x + 0.5)
# C keeps slot_tp_new after its own __new__ is deleted (update_one_slot keeps the current
# tp_new), so object.__new__ now sees the extra argument
try:
    print([c.x for c in make(C, 2)])
except TypeError as e:
    print("TypeError:", e)
print([p.x for p in make(P, 2)])
class D(P):
    pass
print([d.x for d in make(D, 2)])

def gen_init(self, x):
    yield x

class G:
    def __init__(self, x):
        self.x = x

print(G(1).x)
G.__init__.__code__ = gen_init.__code__
try:
    G(2)
except TypeError as e:
    print("TypeError:", e)

class Slotted:
    __slots__ = ("a",)
    def __init__(self, a):
        self.a = a

class WithProp:
    def __init__(self, v):
        self.v = v
    @property
    def v(self):
        return self._v
    @v.setter
    def v(self, val):
        self._v = val * 2

for i in range(3):
    s = Slotted(i)
    w = WithProp(i)
    print(s.a, w.v, sorted(vars(w)))
try:
    Slotted(1).b = 2
except AttributeError as e:
    print(e)
