# type(name, bases, ns, **kw) hands the call to the bases' more derived metaclass when it has a __new__
class Meta(type):
    def __new__(mcls, name, bases, ns, *, flag=None, **kw):
        print("Meta.__new__", mcls.__name__, name, flag, sorted(kw))
        cls = super().__new__(mcls, name, bases, ns, **kw)
        cls.flag = flag
        return cls
class Base(metaclass=Meta):
    def __init_subclass__(cls, **kw):
        print("init_subclass", cls.__name__, kw)
        super().__init_subclass__()
C = type("C", (Base,), {}, flag=1)
print(type(C).__name__, C.flag, C.__mro__[1].__name__)
D = type("D", (Base,), {"x": 2}, flag=3, extra=4)
print(D.flag, D.x)
class Plain(type):
    pass
class P(metaclass=Plain):
    pass
E = type("E", (P,), {})
print(type(E).__name__)
try:
    type("F", (P,), {}, bad=1)
except TypeError as e:
    print("TypeError:", e)
try:
    type("G", (C,), {}, flag=1, nope=2)
except TypeError as e:
    print("TypeError:", e)
