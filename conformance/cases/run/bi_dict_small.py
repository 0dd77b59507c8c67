# Small dicts (a few entries) and their growth past the size where they get a hash index:
# insertion order, equal keys of different types, __eq__ calls on hash collisions, deletions.
class K:
    def __init__(self, name, h):
        self.name = name
        self.h = h
    def __hash__(self):
        return self.h
    def __eq__(self, other):
        print(f"  eq {self.name} vs {getattr(other, 'name', other)!r}")
        return isinstance(other, K) and self.name == other.name
    def __repr__(self):
        return f"K({self.name})"

d = {}
for i, name in enumerate("abcdefghijkl"):
    d[K(name, i % 3)] = i
    print(len(d), list(d.values())[-1])
print("lookup b")
print(d[K("b", 1)])
print("lookup missing z with hash 2")
print(K("z", 2) in d)
print("delete e")
del d[K("e", 1)]
print(list(d.items())[:6])
print("lookup k after delete")
print(d.get(K("k", 1)))

# 1, 1.0 and True are one key; str keys equal but not identical
m = {1: "int"}
m[1.0] = "float"
m[True] = "bool"
print(m, len(m))
s1 = "".join(["ab", "c"])
s2 = "abc"
n = {s1: 1}
n[s2] = 2
print(n, s1 is s2)
for i in range(12):
    n["k" + str(i)] = i
n["".join(["k", "5"])] = "five"
print(n["k5"], len(n))
for i in range(0, 12, 2):
    del n["k" + str(i)]
print(list(n))
n["k0"] = "back"
print(list(n)[-3:], n.get("k2"), n.get("k3"))

# an instance dict growing and shrinking
class O:
    pass
o = O()
for i in range(20):
    setattr(o, f"a{i}", i)
for i in range(0, 20, 3):
    delattr(o, f"a{i}")
print(list(vars(o)), o.a19, getattr(o, "a3", "gone"))
o.a3 = "again"
print(list(vars(o))[-2:])

# a key of another type equal to an int key
class S:
    def __hash__(self):
        return 7
    def __eq__(self, other):
        print("  S.eq", other)
        return other == 7
e = {S(): 1, "a": 0}
print(e.get(7), e.get(8), e.get("a"))
e[7] = 2
print(len(e), list(e.values()))

# the error path: unhashable key
try:
    d[[1]] = 2
except TypeError as exc:
    print(type(exc).__name__, exc)
print({}[K("q", 0)])
