# weakref.ref: dereferencing, death, callbacks, __callback__, sharing of the basic reference
import sys
import weakref

class Obj:
    def __init__(self, name):
        self.name = name
    def __del__(self):
        print("del", self.name)

o = Obj("o")
r = weakref.ref(o)
print("alive", r() is o, r().name)
print("refcount not raised", sys.getrefcount(o))
print("basic ref shared", weakref.ref(o) is r)
print("callback of basic ref", r.__callback__)
print("count", weakref.getweakrefcount(o), len(weakref.getweakrefs(o)))
def cb(ref):
    print("callback called; ref dead:", ref() is None, ref is r2)
r2 = weakref.ref(o, cb)
print("callback ref is new", r2 is not r, r2.__callback__ is cb)
print("count", weakref.getweakrefcount(o))
del o
print("after del", r(), r2())
print("count of a dead object's refs is gone", r.__callback__, r2.__callback__)

o2 = Obj("o2")
r3 = weakref.ref(o2, lambda ref: print("lambda callback"))
del r3
del o2
print("callback of a dead weakref does not run")

o3 = Obj("o3")
holder = [weakref.ref(o3, lambda ref: print("callback from list"))]
o3 = None
print("end", holder[0]())
print(type(holder[0]).__name__, type(holder[0]) is weakref.ReferenceType)
