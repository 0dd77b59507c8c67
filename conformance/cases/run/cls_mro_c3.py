# C3 linearization and its errors
class O: pass
class A(O): pass
class B(O): pass
class C(O): pass
class D(O): pass
class E(O): pass
class K1(A, B, C): pass
class K2(D, B, E): pass
class K3(D, A): pass
class Z(K1, K2, K3): pass

def names(t):
    return [c.__name__ for c in t.__mro__]

for t in (K1, K2, K3, Z):
    print(t.__name__, names(t))
print(Z.mro() == list(Z.__mro__))
print(type(Z.mro()).__name__, type(Z.__mro__).__name__)

try:
    class Bad(A, K1): pass
except TypeError as e:
    print(type(e).__name__, e)

class X: pass
class Y: pass
class XY(X, Y): pass
class YX(Y, X): pass
try:
    class Bad2(XY, YX): pass
except TypeError as e:
    print(type(e).__name__, e)

try:
    class Dup(A, A): pass
except TypeError as e:
    print(type(e).__name__, e)

try:
    class Bad3(object, A): pass
except TypeError as e:
    print(type(e).__name__, e)

print(names(type("T", (B, A), {})))
print(A.__bases__ == (O,), Z.__bases__ == (K1, K2, K3))
print(Z.__base__.__name__, object.__base__, object.__bases__)
print(names(bool), names(int))
