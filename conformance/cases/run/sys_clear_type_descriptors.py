# sys._clear_type_descriptors: what dataclasses' slots=True calls on the class it replaces
import sys
from dataclasses import dataclass

class A:
    pass
print("__dict__" in A.__dict__, "__weakref__" in A.__dict__)
print(sys._clear_type_descriptors(A))
print("__dict__" in A.__dict__, "__weakref__" in A.__dict__)
print(sys._clear_type_descriptors(A))
print(sys._clear_type_descriptors.__doc__)
for bad in [int, 3, "x"]:
    try:
        sys._clear_type_descriptors(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    sys._clear_type_descriptors()
except TypeError as e:
    print(type(e).__name__, e)

@dataclass(frozen=True, slots=True)
class P:
    x: int
    y: int = 0
p = P(1, 2)
print(p, P.__slots__, hasattr(p, "__dict__"), hash(p) == hash(P(1, 2)))
try:
    p.x = 3
except AttributeError as e:
    print(type(e).__name__, e)

@dataclass(slots=True, weakref_slot=True)
class W:
    a: list
import weakref
w = W([1])
r = weakref.ref(w)
print(r() is w, W.__slots__, "__weakref__" in W.__dict__)
