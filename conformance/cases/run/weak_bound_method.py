# A weak reference to a bound method dies with the method (method_dealloc clears its weak
# references): a temporary one at once; WeakMethod's owner is then not kept.
import weakref, sys
class C:
    def m(self): return "m"
c = C()
r = weakref.ref(c.m)
print(r() is None)
bm = c.m
print(sys.getrefcount(bm))
r2 = weakref.ref(bm, lambda ref: print("callback", ref is r2))
del bm
print(r2() is None)
def g():
    r = weakref.ref(c.m)
    return r() is None
print(g(), g())
w = weakref.WeakMethod(c.m, lambda ref: print("WeakMethod callback", ref is w))
print(w() is not None, w()())
del c
print(w() is None)
d = C()
keep = d.m
r3 = weakref.ref(keep)
print(r3() is keep, r3()())
keep = None
print(r3() is None)
