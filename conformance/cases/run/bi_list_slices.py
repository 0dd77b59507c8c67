# list slicing: reads, assignment with steps, deletion, errors
a = list(range(10))
print(a[2:5], a[::2], a[::-1], a[-3:], a[:-7], a[8:2:-2], a[100:], a[-100:2], a[5:1], a[::-3])
print(a[slice(1, None, 3)], a[slice(None)], a[1:9:0] if False else '')
try:
    a[::0]
except ValueError as e:
    print(type(e).__name__, e)
b = a[:]
b[2:5] = ['x']; print(b)
b[:0] = [-1, -2]; print(b)
b[len(b):] = 'yz'; print(b)
b[1:3] = []; print(b)
b[::2] = range(len(b[::2])); print(b)
try:
    b[::2] = [1, 2]
except ValueError as e:
    print(e)
try:
    b[1::3] = [1, 2, 3, 4, 5, 6, 7, 8]
except ValueError as e:
    print(e)
try:
    b[::-1] = []
except ValueError as e:
    print(e)
try:
    b[1:2] = 5
except TypeError as e:
    print(e)
try:
    b[::2] = 5
except TypeError as e:
    print(e)
c = list(range(10))
del c[::3]; print(c)
del c[-1:0:-2]; print(c)
del c[:]; print(c)
d = [1, 2, 3]
d[1:1] = d; print(d)
d[::-1] = d; print(d)
d[5:10] = [9]; print(d)
d[-10:1] = ['a', 'b']; print(d)
e = list(range(6))
e[4:1:-1] = 'abc'; print(e)
e[1:5:2] = ('P', 'Q'); print(e)
e[::1] = e[:3]; print(e)
print(a[True:], a[:False])
class Idx:
    def __index__(self):
        return 2
print(a[Idx()], a[Idx():Idx() * 1 if False else 7], a[:Idx()])
try:
    a['x':]
except TypeError as e:
    print(e)
try:
    a[1.0:]
except TypeError as e:
    print(e)
big = 10 ** 30
print(a[-big:big], a[big:], a[::big], a[::-big])
t = tuple(range(8))
print(t[1:6:2], t[::-1], t[5:2], t[-2:])
s = "abcdefgh"
print(s[1:6:2], s[::-1], s[5:2])
