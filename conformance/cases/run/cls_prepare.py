# __prepare__ returning custom namespaces
class OrderedNS(dict):
    def __init__(self):
        super().__init__()
        self.order = []
    def __setitem__(self, k, v):
        if not k.startswith("__"):
            self.order.append(k)
        super().__setitem__(k, v)

class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        print("prepare", name, [b.__name__ for b in bases], kw)
        return OrderedNS()
    def __new__(mcls, name, bases, ns, **kw):
        print("ns type", type(ns).__name__, ns.order)
        cls = super().__new__(mcls, name, bases, dict(ns))
        cls.order = ns.order
        return cls
    def __init__(cls, *a, **kw):
        super().__init__(*a)

class C(metaclass=Meta, tag="t"):
    z = 1
    a = 2
    def m(self): pass
    z = 3
print(C.order, C.z)

class NoDup(dict):
    def __setitem__(self, k, v):
        if k in self and not k.startswith("__"):
            raise TypeError(f"duplicate {k}")
        super().__setitem__(k, v)
class StrictMeta(type):
    @classmethod
    def __prepare__(mcls, name, bases): return NoDup()
try:
    class D(metaclass=StrictMeta):
        x = 1
        x = 2
except TypeError as e:
    print(type(e).__name__, e)

class BadPrep(type):
    @classmethod
    def __prepare__(mcls, name, bases): return 5
try:
    class E(metaclass=BadPrep): pass
except TypeError as e:
    print(type(e).__name__, e)

class Lookup(dict):
    def __missing__(self, key):
        if key.startswith("auto_"):
            return key.upper()
        raise KeyError(key)
class AutoMeta(type):
    @classmethod
    def __prepare__(mcls, name, bases): return Lookup()
class F(metaclass=AutoMeta):
    value = auto_thing
print(F.value)
print(type.__prepare__("X", ()), type(type.__prepare__()).__name__)
