# weakref.finalize: alive, peek, detach, __call__, atexit, and the call when the referent dies
import gc
import weakref

class Obj:
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return f"Obj({self.name!r})"

def cleanup(*args, **kwargs):
    print("cleanup", args, sorted(kwargs.items()))
    return "result"

a = Obj("a")
f = weakref.finalize(a, cleanup, 1, 2, key="v")
print(f.alive, f.atexit, type(f).__name__)
obj, func, args, kwargs = f.peek()
print(obj, func is cleanup, args, kwargs)
del obj, func
f.atexit = False
print(f.atexit)
del a
print("after del", f.alive, f.peek(), f(), f.detach())

b = Obj("b")
g = weakref.finalize(b, cleanup, "b")
print(g(), g.alive, g(), g.peek(), g.atexit)
del b
print("b gone")

c = Obj("c")
h = weakref.finalize(c, cleanup, "c")
det = h.detach()
print(det[0], det[2], h.alive, h.detach(), h())
del c, det
print("c gone")

# the finalizer object itself may be dropped: it stays registered until the referent dies
d = Obj("d")
weakref.finalize(d, cleanup, "d without a handle")
print("dropping d")
del d
print("d gone")

# finalizers run in cycles collected by gc, and with a bound method of another object
class Resource:
    def __init__(self, name):
        self.name = name
        self.me = self
    def close(self):
        print("closed", self.name)
r = Resource("r")
holder = Resource("holder")
weakref.finalize(r, holder.close)
del r
print("collected", gc.collect() > 0)

# errors
try:
    weakref.finalize(1, cleanup)
except TypeError as e:
    print("TypeError", e)
try:
    weakref.finalize()
except TypeError as e:
    print("TypeError", e)

# a finalizer's own error propagates when it is called directly
def boom():
    raise ValueError("in finalizer")
last = Obj("last")
fin = weakref.finalize(last, boom)
fin()
