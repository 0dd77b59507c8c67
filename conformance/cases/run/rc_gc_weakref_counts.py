# gc.collect()'s count with weak references to cyclic garbage (gc.c handle_weakrefs): a reference
# outside the garbage that its callback left unreferenced counts too; one inside never calls back
import gc, weakref
class A: pass
def cyc():
    a = A(); a.me = a
    return a
gc.collect()
x = A()
print("tracked", gc.is_tracked(weakref.ref(x)), gc.is_tracked(weakref.ref(x, print)), gc.is_tracked(weakref.proxy(x)))
# 1: weakref without callback, kept
a = cyc(); w = weakref.ref(a); del a
print("1 kept no cb", gc.collect())
# 2: weakref with callback, kept
a = cyc(); w = weakref.ref(a, lambda r: None); del a
print("2 kept cb", gc.collect())
# 3: weakref with callback, held in a list the callback empties
refs = []
a = cyc(); refs.append(weakref.ref(a, lambda r: refs.remove(r))); del a
print("3 cb frees its ref", gc.collect(), refs)
# 4: weakref in the garbage (held by the object itself) with callback
a = cyc(); a.w = weakref.ref(a, lambda r: print("never")); del a
print("4 wr in garbage", gc.collect())
# 5: weakref without callback in garbage
a = cyc(); a.w = weakref.ref(a); del a
print("5 wr no cb in garbage", gc.collect())
# 6: two callbacks freeing refs
refs = {}
a = cyc(); b = cyc(); a.b = b
refs[1] = weakref.ref(a, lambda r: refs.pop(1)); refs[2] = weakref.ref(b, lambda r: refs.pop(2)); del a, b
print("6 two", gc.collect(), refs)
# 7: callback frees other objects (a list) but not the ref
keep = {"junk": [[1], [2]]}
a = cyc(); w = weakref.ref(a, lambda r: keep.pop("junk")); del a
print("7 cb frees list", gc.collect())
# 8: proxy with callback freed by callback
refs = []
a = cyc(); refs.append(weakref.proxy(a, lambda r: refs.clear())); del a
print("8 proxy", gc.collect(), refs)
# 9: WeakKeyDictionary with cyclic key
d = weakref.WeakKeyDictionary()
a = cyc(); d[a] = 1; del a
print("9 wkd", gc.collect(), len(d))
# 10: WeakValueDictionary with cyclic value
d = weakref.WeakValueDictionary()
a = cyc(); d["k"] = a; del a
print("10 wvd", gc.collect(), len(d))
# 11: finalize
a = cyc(); f = weakref.finalize(a, print, "finalized"); del a
print("11 finalize", gc.collect(), f.alive)
a = cyc(); weakref.finalize(a, print, "finalized2"); del a
print("12 finalize unheld", gc.collect())
# 13: weakref held by a non-garbage object with callback that drops its own ref via a dict of cycles
class Holder: pass
h = Holder()
a = cyc(); h.r = weakref.ref(a, lambda r: delattr(h, "r")); del a
print("13 attr", gc.collect())
# 14: callback's closure freed with the ref
refs = []
def mk():
    junk = [1, 2]
    a = cyc()
    refs.append(weakref.ref(a, lambda r, junk=junk: refs.clear()))
    return a
a = mk(); del a
print("14 closure", gc.collect())
# 15: a weakref subclass instance
class R(weakref.ref): pass
refs = []
a = cyc(); refs.append(R(a, lambda r: refs.clear())); del a
print("15 subclass", gc.collect())
# callbacks keep their reference's callback; an error in one is unraisable, collection goes on
class Bad:
    def __call__(self, r):
        raise ValueError("boom")
    def __repr__(self):
        return "<bad callback>"
bad = Bad()
a = cyc(); w = weakref.ref(a, bad); del a
print("16 failing callback", gc.collect())
print(w.__callback__ is bad, w())
a = A(); w = weakref.ref(a, bad); del a
print("17 dealloc path clears it", w.__callback__)
class Fails:
    def __call__(self, *args):
        x = [1][2] + 1
    def __repr__(self):
        return "<failing finalizer>"
class Del:
    __del__ = Fails()
d = Del(); d.me = d; wd = weakref.ref(d, lambda r: print("callback before __del__")); del d
print("18 finalizer error", gc.collect())
