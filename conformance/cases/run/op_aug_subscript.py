# `xs[k] op= v` (COPY 2, COPY 2, BINARY_OP [], …, SWAP 3, SWAP 2, STORE_SUBSCR): lists, tuples,
# dicts and subclasses, indexes in and out of range, the replaced item's release, the errors.
import sys

class D:
    def __init__(self, name):
        self.name = name
    def __iadd__(self, other):
        return D(self.name + "+" + str(other))
    def __del__(self):
        print("del", self.name)

class L(list):
    def __setitem__(self, i, v):
        print("L set", i, v)
        super().__setitem__(i, v)

xs = [1, 2.5, "s", [0], D("a")]
xs[0] += 10
xs[1] *= 2
xs[2] += "t"
xs[3] += [1]
print("before")
xs[4] += 1
print("after", xs[:4], xs[4].name)
xs[-1] += 2
print(xs[-1].name)
ys = L([1, 2, 3])
ys[0] += 5
ys[2] -= 1
print(ys)
d = {0: 1, "k": 2}
d[0] += 1
d["k"] *= 3
print(d)
nested = [[1, 2], [3, 4]]
for i in range(2):
    for j in range(2):
        nested[i][j] += i * 10 + j
print(nested)
v = [0.5] * 3
for k in range(1000):
    v[0] += 0.25
    v[1] -= v[0]
    v[2] = v[2] * 1.0001
print(v, sys.getrefcount(v) - 1)
t = (1, [2])
try:
    t[1] += [3]
except TypeError as e:
    print(e, t)

def errors():
    for target, key in [([1, 2], 5), ([1, 2], -3), ((1, 2), 0), ({}, "missing"), ([1], "0")]:
        try:
            target[key] += 1
        except Exception as e:
            print(type(e).__name__, e)

errors()
try:
    t[0] += 1
except TypeError as e:
    print(e, t)
del xs
print("end")
z = [1, 2]
z[0] += "x"
