# `for i in range(...)`: each new int may take the place of the previous one only when nothing
# else holds it (CPython's int free list); values kept elsewhere must never change.
import sys
kept = []
for i in range(1000, 1012):
    if i % 3 == 0:
        kept.append(i)
print(kept)
d = {}
for i in range(300, 305):
    d[i] = i * 2
print(d)
for i in range(500, 503):
    print(i, sys.getrefcount(i))
t = None
for i in range(400, 403):
    t = (i, i + 1)
print(t, i)
def g():
    for j in range(257, 261):
        yield j
print(list(g()), sum(g()))
x = 0
for i in range(10**6, 10**6 + 3):
    x = i
print(x, i, x is i, sys.getrefcount(i))
for i in range(-10, -3, 3):
    print(i, end=" ")
print()
for i in range(250, 262):
    pass
print(i)
class Holder:
    pass
h = Holder()
for i in range(700, 704):
    h.last = i
    h.first = getattr(h, "first", i)
print(h.first, h.last, i)
def closure_capture():
    fs = []
    for k in range(900, 903):
        fs.append(lambda k=k: k)
    return [f() for f in fs]
print(closure_capture())
for i in range(2**53 - 2, 2**53 + 2):
    print(i, end=" ")
print()
s = set()
for i in range(1000, 1100):
    s.add(i)
print(len(s), min(s), max(s))
for i in range(5000, 5003):
    del i
print("deleted")
# once an int's id() is taken, every loop value is a new object (no reuse can show through)
def ids_of_loop_values():
    prev = None
    same = []
    for i in range(1000, 1006):
        same.append(id(i) == prev)
        prev = id(i)
    ids = []
    for i in range(1000, 1006):
        ids.append(id(i))
    return same, [x == ids[0] for x in ids]
print(ids_of_loop_values())
