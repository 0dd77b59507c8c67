# dict items iterators recycle their (key, value) result tuple while only the iterator holds it
# (dictiter_iternextitem), as enumerate and zip do: the last pair stays referenced by the iterator.
import gc
import sys


class O:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("del", self.name)


a, b = O("a"), O("b")
d = {"k": a}
for k, v in d.items():
    print("in loop", sys.getrefcount(v), sys.getrefcount(k))
print("after loop", sys.getrefcount(a))

for t in d.items():
    print("whole tuple", sys.getrefcount(t), sys.getrefcount(a))

it = iter(d.items())
t1 = next(it)
print("held by iterator and t1", sys.getrefcount(t1))
del t1
print("iterator keeps the last pair", sys.getrefcount(a))
del it
print("iterator gone", sys.getrefcount(a))

# a held result tuple is not reused: the next step makes a new one
d2 = {1: "x", 2: "y", 3: "z"}
it = iter(d2.items())
p = next(it)
q = next(it)
print(p is q, p, q)
del p
r = next(it)
print(r is q, r)
del q, r, it

# reversed items iterators recycle too
for k, v in reversed(d.items()):
    print("reversed", sys.getrefcount(v))

# the last pair lives as long as the iterator: __del__ runs when the iterator goes
d3 = {"x": O("x")}
it = iter(d3.items())
next(it)
del d3
print("dict deleted")
del it
print("iterator deleted")

# an items iterator in a cycle with its dict is collected, result tuple included
gc.collect()
d4 = {"v": O("v"), "it": None}
it = iter(d4.items())
d4["it"] = it
next(it)
del d4, it
print("collected", gc.collect())

# keys and values iterators have no result tuple
for k in d:
    print("keys", sys.getrefcount(k))
for v in d.values():
    print("values", sys.getrefcount(v))
print(sys.getrefcount(b))
del k, v, a, b, d
print("end")
