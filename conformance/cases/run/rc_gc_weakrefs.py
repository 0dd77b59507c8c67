# weak references to cyclic garbage: cleared by the collector, callbacks before finalizers
import gc
import weakref

class Obj:
    def __init__(self, name):
        self.name = name
    def __del__(self):
        print("__del__", self.name)

gc.collect()
a, b = Obj("a"), Obj("b")
a.other, b.other = b, a
ra = weakref.ref(a, lambda r: print("callback a"))
rb = weakref.ref(b, lambda r: print("callback b"))
del a, b
print("before collect", ra() is not None, rb() is not None)
print("collected", gc.collect())
print("after collect", ra(), rb())

class Plain:
    pass

p = Plain()
p.me = p
rp = weakref.ref(p)
del p
print("alive until collected", rp() is not None)
print("collected", gc.collect())
print("dead", rp())

c = Plain()
c.me = c
proxy = weakref.proxy(c)
del c
gc.collect()
try:
    proxy.me
except ReferenceError as e:
    print("ReferenceError", e)
