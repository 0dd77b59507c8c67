# hash-dependent behaviour that is the same on 32-bit and 64-bit CPython: small ints, equal-hash rules
print(hash(0), hash(1), hash(-1), hash(-2), hash(123456), hash(True), hash(False))
print(hash(1.0) == hash(1), hash(-0.0) == hash(0), hash(2.0) == 2, hash(float("inf")), hash(float("-inf")))
print(hash((1, 2)) == hash((1, 2)), hash("") == 0, hash("abc") == hash("ab" + "c"))
print({5, 3, 1, 9, 7, 100, -1, 64, 33})
s = set(range(20))
s.discard(3)
s.add(33)
s.add(-5)
print(s)
print({1, 2, 3} | {40, 5}, {1, 2, 3, 9} & {9, 3, 7}, {10, 2, 3} ^ {3, 4}, {8, 16, 24, 32} - {16})
t = {1, 2, 3}
t ^= {2, 9}
t |= {17, 1}
t -= {3}
t &= {1, 9, 17, 100}
print(t)
d = {}
for w in ["apple", "banana", "cherry", "date"]:
    d[w] = len(w)
print(d, sorted({"z", "a", "m"}))
print(frozenset({1, 2, 3}) == frozenset([3, 2, 1]), {frozenset({1}): "x"}[frozenset([1])])
