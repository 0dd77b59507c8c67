class A:
    def who(self):
        return ["A"]
class B(A):
    def who(self):
        return ["B"] + super().who()
class C(A):
    def who(self):
        return ["C"] + super().who()
class D(B, C):
    def who(self):
        return ["D"] + super().who()
print(D().who(), [k.__name__ for k in D.__mro__])

class Meta(type):
    def __new__(mcls, name, bases, ns):
        ns["created_by"] = mcls.__name__
        return super().__new__(mcls, name, bases, ns)
class WithMeta(metaclass=Meta):
    pass
print(WithMeta.created_by, type(WithMeta).__name__)

class Base:
    registry = []
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        Base.registry.append(cls.__name__)
class P(Base): pass
class Q(Base): pass
print(Base.registry)
