# Classes are GC containers, as in CPython: a class's dict and __mro__ refer back to it, so a
# class nobody refers to any more is freed by gc.collect(), which counts it with the objects it
# stands for (its dict, __mro__ and __bases__ tuples, its __dict__/__weakref__ getsets and slot
# members); weak references to it die, __subclasses__ forgets it, and classes still in use stay.
# (A class with annotations is left out: its __annotate__ closure refers to the class namespace
# here, to the class's own dict in CPython, so one more dict is counted.)
import gc, weakref, sys
gc.collect()

def slots():
    class S:
        __slots__ = ("a", "b")
    class T(S):
        __slots__ = ("c",)
    return weakref.ref(S)
r = slots()
print("slots", gc.collect(), r())

def meta():
    class M(type):
        def __call__(cls, *a):
            return super().__call__(*a)
    class K(metaclass=M):
        def __init__(self, x):
            self.x = x
    k = K(3)
    return weakref.ref(M), weakref.ref(K), k.x
rm, rk, x = meta()
print("meta", x, gc.collect(), rm(), rk())

def with_super():
    class A:
        def f(self):
            return 1
    class B(A):
        def f(self):
            return super().f() + 1
    return B().f(), weakref.ref(B)
v, rb = with_super()
print("super", v, gc.collect(), rb())

def instance_cycle():
    class Node:
        def __init__(self):
            self.me = self
    n = Node()
    return weakref.ref(Node)
rn = instance_cycle()
print("instances", gc.collect(), rn())

def class_attr_instance():
    class Reg:
        items = []
    Reg.items.append(Reg())
    Reg.default = Reg()
    return weakref.ref(Reg)
rr = class_attr_instance()
print("class attr", gc.collect(), rr())

class Keep:
    pass
def sub_of_kept():
    class Sub(Keep):
        pass
    print(len(Keep.__subclasses__()))
    return weakref.ref(Sub)
rs = sub_of_kept()
print("subclass of kept", gc.collect(), rs(), Keep.__subclasses__())

def with_del():
    class D:
        def __del__(self):
            print("del D instance", type(self).__name__)
    d = D()
    d.cycle = d
    return weakref.ref(D)
rd = with_del()
print("del", gc.collect(), rd())

def dict_sub():
    class MyDict(dict):
        pass
    m = MyDict(a=1)
    m["self"] = m
    return weakref.ref(MyDict)
rdd = dict_sub()
print("dict subclass", gc.collect(), rdd())

def exc_sub():
    class MyErr(Exception):
        pass
    try:
        raise MyErr("x")
    except MyErr as e:
        err = e
    return weakref.ref(MyErr)
re_ = exc_sub()
print("exception subclass", gc.collect(), re_())

def dynamic():
    refs = []
    for i in range(50):
        C = type("C%d" % i, (), {"n": i, "f": lambda self: self.n})
        refs.append(weakref.ref(C))
    return refs
refs = dynamic()
print("dynamic", gc.collect(), sum(r() is not None for r in refs))

def callback():
    class W:
        pass
    return weakref.ref(W, lambda r: print("callback ran"))
rw = callback()
print("callback", gc.collect())

class Alive:
    def m(self):
        return 5
a = Alive()
print("alive", gc.collect(), a.m(), sys.getrefcount(Alive))

def init_subclass():
    class Base:
        registry = []
        def __init_subclass__(cls, **kw):
            super().__init_subclass__(**kw)
            cls.registry.append(cls.__name__)
    class One(Base): pass
    class Two(Base): pass
    return Base.registry, weakref.ref(Base)
reg, rbase = init_subclass()
print("init_subclass", reg, gc.collect(), rbase())

def prop_cls():
    class P:
        @property
        def v(self):
            return 1
        @classmethod
        def c(cls):
            return cls
        @staticmethod
        def s():
            return 2
    return P().v, P.c().__name__, P.s(), weakref.ref(P)
*vals, rp = prop_cls()
print("descriptors", vals, gc.collect(), rp())
print(gc.collect())

def slot_cycle():
    class S2:
        __slots__ = ("me", "__weakref__")
    s = S2()
    s.me = s
    return weakref.ref(S2), weakref.ref(s)
rc, ri = slot_cycle()
print("slot cycle", gc.collect(), rc(), ri())
