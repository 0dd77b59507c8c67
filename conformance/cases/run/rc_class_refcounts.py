# sys.getrefcount of classes: the module's name, the __mro__ tuple, the __dict__/__weakref__
# getset descriptors, subclasses' __bases__/__mro__/tp_base, __class__ cells, and one per instance
# (PyType_GenericAlloc / subtype_dealloc), also across many short-lived instances.
import sys
T = type('T', (), {})
print(sys.getrefcount(T))
class A: pass
print(sys.getrefcount(A))
class S:
    __slots__ = ()
print(sys.getrefcount(S))
class W:
    __slots__ = ('__weakref__',)
print(sys.getrefcount(W))
class B(A): pass
print(sys.getrefcount(A), sys.getrefcount(B))
class C(B): pass
print(sys.getrefcount(A), sys.getrefcount(B), sys.getrefcount(C))
class M(A, S): pass
print(sys.getrefcount(A), sys.getrefcount(S), sys.getrefcount(M))
def f():
    class L: pass
    return sys.getrefcount(L)
print(f())
class K:
    def m(self): return __class__
print(sys.getrefcount(K))
x = A()
print(sys.getrefcount(A))
for i in range(10):
    A()
print(sys.getrefcount(A))
xs = [A() for i in range(5)]
print(sys.getrefcount(A))
del xs
print(sys.getrefcount(A))
class P:
    pass
class Q:
    pass
p = P()
print(sys.getrefcount(P), sys.getrefcount(Q))
p.__class__ = Q
print(sys.getrefcount(P), sys.getrefcount(Q))
del p
print(sys.getrefcount(P), sys.getrefcount(Q))
class I(int):
    pass
ints = [I(i) for i in range(4)]
print(sys.getrefcount(I))
ints.clear()
print(sys.getrefcount(I))
class E(Exception):
    pass
try:
    raise E("x")
except E:
    pass
print(sys.getrefcount(E))
