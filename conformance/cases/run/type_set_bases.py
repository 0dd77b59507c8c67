# C.__bases__ = (...): the MRO of the class and its subclasses recomputed, method lookup following
# it, and the errors of type_set_bases
class A:
    def who(self): return "A"
class B:
    def who(self): return "B"
class C(A): pass
class D(C): pass
d = D()
print(d.who(), [k.__name__ for k in D.__mro__])
C.__bases__ = (B,)
print(d.who(), [k.__name__ for k in D.__mro__], C.__base__.__name__, A.__subclasses__(), [k.__name__ for k in B.__subclasses__()])
C.__bases__ = (A, B)
print(d.who(), [k.__name__ for k in C.__mro__])
from typing import NamedTuple
class P(NamedTuple):
    x: int
    y: int = 2
print(P(1), P.__bases__, P.__mro__[1].__name__)
for bad in [lambda: setattr(C, "__bases__", [A]), lambda: setattr(C, "__bases__", ()), lambda: setattr(C, "__bases__", (1,)),
            lambda: setattr(C, "__bases__", (D,)), lambda: setattr(C, "__bases__", (C,)), lambda: setattr(C, "__bases__", (int,)),
            lambda: setattr(int, "__bases__", (object,)), lambda: delattr(C, "__bases__"), lambda: setattr(C, "__bases__", (A, A)),
            lambda: setattr(C, "__bases__", (A, dict))]:
    try:
        bad()
        print("ok")
    except TypeError as e:
        print(type(e).__name__, e)
print([k.__name__ for k in C.__mro__], d.who())
