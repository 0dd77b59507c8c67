# gc.collect() counts for cycles of lists, dicts, tuples and sets
import gc

gc.collect()
print("nothing to collect", gc.collect())
l = []
l.append(l)
del l
print("self-referencing list", gc.collect())
a, b = [], []
a.append(b)
b.append(a)
del a, b
print("two lists", gc.collect())
ring = [[] for _ in range(5)]
for i in range(5):
    ring[i].append(ring[(i + 1) % 5])
del ring
print("ring of five, outer list was not in the cycle", gc.collect())
d = {}
d["self"] = d
del d
print("self-referencing dict", gc.collect())
l = []
t = (l, 1, "x")
l.append(t)
del l, t
print("list and tuple", gc.collect())
l = []
l.append(l)
l.append((1, 2.5, "atoms only"))
l.append({"k": 1})
del l
print("with an atomic tuple and a dict", gc.collect())
s = []
s.append({frozenset({1, 2})})
s.append(s)
del s
print("list holding a set", gc.collect())
keep = []
keep.append(keep)
print("still referenced", gc.collect())
del keep
print("released", gc.collect())
d1, d2 = {}, {}
d1["other"] = d2
d2["other"] = d1
d1["data"] = [1, 2, 3]
del d1, d2
print("two dicts and a list", gc.collect())
print("again", gc.collect())
