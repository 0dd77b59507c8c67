# references held through attributes: instance dicts, class attributes, setattr/delattr
import sys

class Obj:
    pass

class Holder:
    shared = Obj()
    def __init__(self, v):
        self.v = v

def instance_attrs():
    x = Obj()
    h = Holder(x)
    print("held by attribute", sys.getrefcount(x))
    h.w = x
    print("two attributes", sys.getrefcount(x))
    del h.v
    print("delattr", sys.getrefcount(x))
    setattr(h, "z", x)
    print("setattr", sys.getrefcount(x))
    print("read through attribute", sys.getrefcount(h.w))
    h.w = None
    print("overwritten", sys.getrefcount(x))
    print("getattr", sys.getrefcount(getattr(h, "z")))
    del h
    print("holder gone", sys.getrefcount(x))

def class_attrs():
    print("class attribute", sys.getrefcount(Holder.shared))
    s = Holder.shared
    print("plus a local", sys.getrefcount(s))
    a = Holder(1)
    print("via instance", sys.getrefcount(a.shared))

def self_refcount():
    class Probe:
        def count(self):
            return sys.getrefcount(self)
    p = Probe()
    print("self in a method", p.count())
    m = p.count
    print("bound method holds self", sys.getrefcount(p), m())
    del m
    print("method gone", sys.getrefcount(p))

instance_attrs()
class_attrs()
self_refcount()
