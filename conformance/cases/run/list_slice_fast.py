# Two-bound slices of lists and tuples (BINARY_SLICE, STORE_SLICE): int, None, negative,
# out-of-range, bool and __index__ bounds; same-length and resizing assignments; reference
# counts and __del__ timing of the replaced items.
import sys

a = list(range(10))
t = tuple(a)
EMPTY = ()
print(a[2:5], a[:3], a[7:], a[-3:], a[-100:2], a[5:2], a[:], a[3:100], a[True:], a[False:True])
print(t[2:5], t[:] is t, t[0:100] is t, t[-100:] is t, t[5:2], t[-2:], t[5:2] is EMPTY, t[:0] is EMPTY)
print(a[:] is a, a[:] == a, a[10**20:], a[-10**20:2], t[:10**20] is t)


class I:
    def __index__(self):
        print("__index__")
        return 2


print(a[I():4], t[:I()])
try:
    a[1:2.5]
except TypeError as e:
    print(e)
try:
    t["a":]
except TypeError as e:
    print(e)

b = a[:]
b[2:5] = [20, 30, 40]; print(b)
b[2:5] = (7,); print(b)
b[:0] = [1, 2]; print(b)
b[-2:] = b; print(b)
b[3:3] = []; print(b)
b[5:2] = [9]; print(b)
b[1:3] = "xy"; print(b)
b[I():3] = [0]; print(b)
try:
    b[1:2] = 5
except TypeError as e:
    print(e)
try:
    b[1:2.0] = [1]
except TypeError as e:
    print(e)
c = [1, 2, 3]
c[:] = c; print(c)
c[1:] = c; print(c)
c[0:2] = (c, c); print(len(c), c[0] is c)
c.clear()

x = object()
base = sys.getrefcount(x)
m = [1, 2]
m[0:2] = [x, x]; print(sys.getrefcount(x) - base)
m[0:1] = (x,); print(sys.getrefcount(x) - base)
m[0:2] = [3, 4]; print(sys.getrefcount(x) - base)
s = m[:]; print(sys.getrefcount(x) - base)
m[0:2] = [x] * 3; n = m[1:]; print(sys.getrefcount(x) - base, len(n))
del m, n, s
print(sys.getrefcount(x) - base)


class D:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("del", self.name, m)


m = [D("a"), D("b"), 3]
m[0:2] = [5, 6]
print("after", m)
m[0:1] = [D("c")]
m[0:1] = [7, 8]
print("after", m)
m[:] = (D("d"),)
m[0:1] = ()
print("end", m)
