# dict/set iterators, dict views and the builtin iterator types are collector-tracked containers:
# gc.is_tracked, cycles through them collected with CPython's count, exhausted iterators let go
import gc
import sys

class A:
    pass

d = {"a": 1, "b": 2}
s = {1, 2}
samples = [
    iter(d), iter(d.values()), iter(d.items()), reversed(d), reversed(d.values()), reversed(d.items()),
    iter(s), iter(frozenset(s)), d.keys(), d.values(), d.items(), iter([]), reversed([]), iter(()),
    iter("ab"), iter("\u00e9"), iter(b"ab"), iter(bytearray(b"x")), iter(range(3)), enumerate([]),
    zip(), map(len, []), filter(None, []), reversed(range(2)), iter(lambda: 1, 2), super(A, A()),
]
for o in samples:
    print(type(o).__name__, gc.is_tracked(o))
del samples, o

gc.collect()
def dict_cycle(make, label):
    c = {"it": None}
    c["it"] = make(c)
    del c
    print(label, gc.collect())

dict_cycle(iter, "keyiterator")
dict_cycle(lambda c: iter(c.values()), "valueiterator")
dict_cycle(lambda c: iter(c.items()), "itemiterator")
dict_cycle(reversed, "reversekeyiterator")
dict_cycle(lambda c: reversed(c.values()), "reversevalueiterator")
dict_cycle(lambda c: reversed(c.items()), "reverseitemiterator")
dict_cycle(lambda c: c.keys(), "keys view")
dict_cycle(lambda c: c.items(), "items view")
dict_cycle(lambda c: [c.values(), c], "values view in a list")

x = A()
st = {x, 1, 2}
x.it = iter(st)
del x, st
print("set iterator", gc.collect())
x = A()
st = {x, "y"}
x.it = iter(st)
next(x.it)
del x, st
print("set iterator, one item taken", gc.collect())
x = A()
fs = frozenset({x})
x.it = iter(fs)
del x, fs
print("frozenset iterator", gc.collect())

# an exhausted iterator no longer holds its container: no cycle left
c = {"it": None}
it = iter(c)
c["it"] = it
print(sys.getrefcount(c))
print(list(it))
print(sys.getrefcount(c))
del c, it
print("exhausted keyiterator", gc.collect())
x = A()
st = {x}
x.it = iter(st)
print(len(list(x.it)))
del x, st
print("exhausted set iterator", gc.collect())

l = []
l.append(enumerate(l))
l.append(zip(l, l))
l.append(map(len, l))
l.append(filter(None, l))
del l
print("enumerate, zip, map, filter", gc.collect())
l = []
l.append(iter(l.pop, None))
del l
print("callable_iterator", gc.collect())
a = A()
a.sup = super(A, a)
del a
print("super", gc.collect())
l = []
l.append(l.append)
l.append((1).__add__)
del l
print("bound builtin method", gc.collect())
c = {"k": 1}
print(gc.get_referents(iter(c)) == [c], gc.get_referents(c.keys()) == [c])
l = [1]
z = zip(l, l)
print(len(gc.get_referents(z)), type(gc.get_referents(z)[0]).__name__)
del l, z

# the size-changed error is sticky
c = {"a": 1}
it = iter(c)
c["b"] = 2
for _ in range(2):
    try:
        print(next(it))
    except RuntimeError as e:
        print(type(e).__name__, e)
c = {"a": 1, "b": 2}
it = reversed(c.items())
print(next(it))
del c["a"]
for _ in range(2):
    try:
        print(next(it))
    except RuntimeError as e:
        print(type(e).__name__, e)
