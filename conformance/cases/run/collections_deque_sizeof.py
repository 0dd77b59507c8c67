from _collections import deque as D
import itertools as it
# sizes in blocks of 64 items (pointer sizes differ between 64-bit CPython and the 32-bit oracle)
EMPTY = D().__sizeof__()
BLOCK = D(range(100)).__sizeof__() - EMPTY
def blocks(d):
    return (d.__sizeof__() - EMPTY) // BLOCK + 1
PTR = it.product('a').__sizeof__() - it.product().__sizeof__()
print(blocks(D()), blocks(D(range(10))), blocks(D(range(64))), blocks(D(range(65))), blocks(D(range(200))))
d = D(range(10)); d.appendleft(1); print(blocks(d))
print((it.product('ab', 'c', repeat=2).__sizeof__() - it.product().__sizeof__()) // PTR)
print((it.combinations('abcd', 3).__sizeof__() - it.combinations('abcd', 2).__sizeof__()) // PTR, (it.permutations('abcd').__sizeof__() - it.permutations('abcd', 2).__sizeof__()) // PTR)
d = D()
out = []
for i in range(130):
    d.appendleft(i); out.append(blocks(d))
for i in range(70):
    d.pop(); out.append(blocks(d))
for i in range(60):
    d.popleft(); out.append(blocks(d))
d.extend(range(100)); out.append(blocks(d))
d.rotate(30); out.append(blocks(d)); d.rotate(-45); out.append(blocks(d)); d.rotate(80); out.append(blocks(d))
del d[5]; out.append(blocks(d)); d.insert(7, 'x'); out.append(blocks(d)); d.remove('x'); out.append(blocks(d))
del d[0]; out.append(blocks(d)); del d[-1]; out.append(blocks(d))
d.clear(); out.append(blocks(d))
print(out)
e = D(); e.extendleft(range(70)); print(blocks(e)); e.extendleft(range(70)); print(blocks(e))
f = D('abc'); f.extend('x' * 62); print(blocks(f), blocks(f.copy()), blocks(D(f)), blocks(f * 2))
