# Weak references die with their referent after __class__ assignment to a class whose instances
# never had one (pyts skips the weak-reference lookup at deallocation for types without any).
import weakref, gc
class A: pass
class B: pass
class C: pass
a = A()
r = weakref.ref(a, lambda ref: print("callback A->B", ref() is None))
a.__class__ = B
del a
print("after del", r())
b = B()
b2 = B()
r2 = weakref.ref(b2, lambda ref: print("callback B", ref() is None))
b2.__class__ = C
c = C()
print(weakref.ref(c)() is c)
del b2, c
print("done", r2(), gc.collect() >= 0)
class D:
    def __del__(self): print("D del")
d = D()
rd = weakref.ref(d, lambda ref: print("D callback"))
d.__class__ = type("E", (D,), {})
del d
print("end")
