# gc.is_tracked for descriptors, wrappers, namespaces and frames, and cycles through property,
# classmethod, staticmethod and SimpleNamespace objects collected with CPython's counts
import gc
import sys
# imported before the first collection: a first import's module bodies leave garbage of their own
# (types.py deletes its sample classes), which the oracle, having imported weakref long before, has not
import weakref

class A:
    __slots__ = ("x",)
    @property
    def p(self):
        return 1
class B:
    pass

def gen():
    yield sys._getframe()

g = gen()
samples = [
    ("property", A.__dict__["p"]), ("property()", property()), ("classmethod", classmethod(len)),
    ("staticmethod", staticmethod(len)), ("method_descriptor", str.join), ("wrapper_descriptor", str.__add__),
    ("getset_descriptor", type.__dict__["__name__"]), ("member_descriptor", A.__dict__["x"]),
    ("classmethod_descriptor", dict.__dict__["fromkeys"]), ("executing frame", sys._getframe()),
    ("suspended generator frame", g.gi_frame), ("frame while running", next(g)),
    ("property.getter", property.getter), ("tuple of descriptors", (str.join, 1)),
]
for name, o in samples:
    print(name, gc.is_tracked(o))
del samples, name, o

def frame_after():
    return sys._getframe()
print("returned frame", gc.is_tracked(frame_after()))

gc.collect()
def build(make):
    b = B()
    b.attr = make(b)

def cycle(make):
    build(make)
    return gc.collect()

print("property -> closure -> instance", cycle(lambda b: property(lambda s: b)))
print("classmethod -> closure", cycle(lambda b: classmethod(lambda c: b)))
print("staticmethod -> closure", cycle(lambda b: staticmethod(lambda: b)))
print("property with doc and setter", cycle(lambda b: property(lambda s: b, lambda s, v: b, None, "doc")))
print("getter copy", cycle(lambda b: property(lambda s: 1).getter(lambda s: b)))

class WithDict(staticmethod):
    pass
print("nothing left", gc.collect())

# properties release what they hold
class Holder:
    pass
h = Holder()
r = weakref.ref(h)
prop = property(lambda s: 1, None, None, h)
del h
print("doc alive", r() is not None)
del prop
print("doc released", r())

# an instance dict is counted apart where the builtin base has a dict slot of its own
class E(Exception):
    pass
class L(list):
    pass
print("exception subclass", cycle(lambda b: E(b)))
def selfref(obj):
    obj.me = obj
    return obj
print("list subclass", cycle(lambda b: selfref(L([b]))))
print("staticmethod subclass with attribute", cycle(lambda b: selfref(WithDict(len))))

Namespace = type(sys.implementation)
class SubNamespace(Namespace):
    pass
print("namespace tracked", gc.is_tracked(Namespace()), gc.is_tracked(SubNamespace(a=1)))
print("namespace", cycle(lambda b: Namespace(owner=b)))
print("namespace self", cycle(lambda b: selfref(Namespace(x=1))))
print("namespace subclass", cycle(lambda b: selfref(SubNamespace())))
print("namespace in a list", cycle(lambda b: [Namespace(items=[b])]))
