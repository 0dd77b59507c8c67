# objects that cannot be weakly referenced, argument errors, hashing and equality of weakrefs
import weakref

for value in (1, "s", (1,), [1], {1: 2}, None, 2.5, b"b", object()):
    try:
        weakref.ref(value)
    except TypeError as e:
        print(type(e).__name__, e)

class A:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return isinstance(other, A) and self.v == other.v
    def __hash__(self):
        return hash(self.v)

x, y = A(1), A(1)
rx, ry = weakref.ref(x), weakref.ref(y)
print("equal referents", rx == ry, rx != ry, hash(rx) == hash(1))
z = A(2)
rz = weakref.ref(z)
print("different referents", rx == rz)
del x
print("dead compares by identity", rx == ry, rx == rx)
print("hash cached after death", hash(rx) == hash(1))
w = A(3)
rw = weakref.ref(w)
del w
try:
    hash(rw)
except TypeError as e:
    print(type(e).__name__, e)
try:
    weakref.ref()
except TypeError as e:
    print(type(e).__name__, e)
try:
    rx(1)
except TypeError as e:
    print(type(e).__name__, e)
s = {1, 2}
rs = weakref.ref(s)
print("set is weakrefable", rs() == {1, 2})
def fn():
    pass
print("function is weakrefable", weakref.ref(fn)() is fn)
print("class is weakrefable", weakref.ref(A)() is A)
weakref.ref(42)
