# xs.append(x) on an exact list (CPython's CALL_LIST_APPEND): the stack's reference moves into
# the list; a temporary list dies right after the call; subclasses and odd calls stay generic.
import sys
class D:
    def __init__(s, n): s.n = n
    def __del__(s): print("del", s.n)
x = object()
xs = []
xs.append(x)
print(sys.getrefcount(x))
r = xs.append(x)
print(r, sys.getrefcount(x), len(xs))
[].append(D("temp-list"))
print("after temp")
ys = [D("a")]
ys.append(D("b"))
del ys
print("after del")
class L(list):
    def append(self, v):
        print("sub append", v)
        super().append(v * 2)
l = L()
l.append(3)
print(l)
zs = []
zs.append(zs)
print(zs)
try:
    zs.append()
except TypeError as e:
    print(e)
try:
    zs.append(1, 2)
except TypeError as e:
    print(e)
try:
    zs.append(x=1)
except TypeError as e:
    print(e)
print([].append(1))
ap = zs.append
ap(5)
print(len(zs), sys.getrefcount(xs))
for i in range(3):
    xs.append(D(i))
del xs
print("end")
