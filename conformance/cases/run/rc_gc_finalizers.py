# cyclic garbage with __del__ (PEP 442): finalizers run once, before the cycle is broken
import gc

class R:
    def __init__(self, name):
        self.name = name
    def __del__(self):
        print("__del__", self.name, "partner alive:", self.partner.name)

gc.collect()
a, b = R("a"), R("b")
a.partner, b.partner = b, a
del a, b
print("collecting")
print("collected", gc.collect())

saved = []
class Phoenix:
    def __init__(self):
        self.me = self
    def __del__(self):
        print("phoenix __del__")
        saved.append(self)

p = Phoenix()
del p
print("resurrected cycle, collected:", gc.collect())
print("saved", len(saved))
saved.clear()
print("dropped again, collected:", gc.collect())

class Once:
    def __init__(self):
        self.me = self
    def __del__(self):
        print("once __del__")

o = Once()
print("is_finalized before", gc.is_finalized(o))
del o
print("collected", gc.collect())

class Loud:
    def __init__(self, n):
        self.n = n
        self.me = self
    def __del__(self):
        print("loud", self.n)

for i in range(3):
    Loud(i)
print("three self cycles", gc.collect())
