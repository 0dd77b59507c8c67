# the order of weakref callbacks and __del__: __del__ first, then callbacks newest first
import weakref

class Obj:
    def __init__(self, name):
        self.name = name
    def __del__(self):
        print("__del__", self.name)

def make_cb(label):
    return lambda ref: print("callback", label)

o = Obj("o")
refs = [weakref.ref(o, make_cb(i)) for i in range(4)]
plain = weakref.ref(o)
del o
print("-- four callbacks")

class NoDel:
    pass

n = NoDel()
r1 = weakref.ref(n, make_cb("first"))
r2 = weakref.ref(n, make_cb("second"))
del r1
del n
print("-- one removed before death")

a = NoDel()
b = NoDel()
a.partner = b
ra = weakref.ref(a, make_cb("a"))
rb = weakref.ref(b, make_cb("b"))
del b
print("b still held by a")
del a
print("-- a then b")

def outer():
    local = Obj("local")
    r = weakref.ref(local, make_cb("local"))
    print("returning")
    return r

dead = outer()
print("after outer", dead())
