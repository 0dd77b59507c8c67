# type(name, bases, ns) with a base whose metaclass is more derived than type: type_new finds the
# winner metaclass and, when it has a __new__ of its own, lets it make the class (then type_call
# runs the winner's __init__ on it).
class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        print("Meta.__new__", mcls.__name__, name, [b.__name__ for b in bases], sorted(ns))
        ns["tagged"] = True
        return super().__new__(mcls, name, bases, ns)
    def __init__(cls, name, bases, ns, **kw):
        print("Meta.__init__", name)
        super().__init__(name, bases, ns)

class Base(metaclass=Meta):
    pass

C = type("C", (Base,), {"x": 1})
print(type(C).__name__, C.tagged, C.x, C.__mro__[1].__name__)

class Plain(type):
    pass
class PB(metaclass=Plain):
    pass
D = type("D", (PB,), {})
print(type(D).__name__)
E = type.__new__(type, "E", (Base,), {})
print(type(E).__name__, hasattr(E, "tagged"))

class M2(Meta):
    def __new__(mcls, name, bases, ns):
        print("M2.__new__", name)
        return type.__new__(mcls, name, bases, ns)
class B2(metaclass=M2):
    pass
F = Meta("F", (B2,), {})
print(type(F).__name__)
class Other(type):
    pass
class BO(metaclass=Other):
    pass
try:
    type("G", (Base, BO), {})
except TypeError as e:
    print(e)
