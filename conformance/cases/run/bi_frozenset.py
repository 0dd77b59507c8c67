# frozenset: hashing, use as keys, constructor identity, methods, iteration order from displays
f = frozenset([3, 1, 2])
g = frozenset({1, 2, 3})
print(f, g, f == g, hash(f) == hash(g), {f: 'v'}[g])
print(frozenset() == frozenset([]), hash(frozenset()) == hash(frozenset([])))
print(frozenset(f) is f, type(frozenset(f)).__name__, f.copy() is f)
print(f | {4}, f & {1, 9}, f - {1}, f ^ {1, 5}, f.union([7]), f.intersection([2, 3, 8]))
print(f <= {1, 2, 3, 4}, f.issubset([1, 2, 3]), f.issuperset({1}), f.isdisjoint({7}))
nested = frozenset([frozenset([1, 2]), frozenset([3])])
print(len(nested), frozenset([1, 2]) in nested, frozenset([2, 1]) in nested)
d = {frozenset('ab'): 1, frozenset('ba'): 2}
print(len(d), list(d.values()))
for bad in [lambda: f.add(1), lambda: f.remove(1), lambda: frozenset(1), lambda: hash(frozenset([[]]))]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
class FS(frozenset):
    pass
fs = FS([1, 2])
print(fs, type(fs).__name__, type(fs | {3}).__name__, fs == {1, 2}, FS() == frozenset())
class S(set):
    pass
s = S([5, 6])
print(s, type(s).__name__, type(s.copy()).__name__, type(s & {5}).__name__)
print({10, 2, 3}, {3, 10, 2}, {2, 3, 10}, frozenset({10, 2, 3}), set([10, 2, 3]))
print({'pear', 'apple', 'fig'} == {'fig', 'pear', 'apple'})
print({1, 9, 17, 25}, {25, 17, 9, 1}, {8, 16, 0}, {-3, 5})
x = {33, 1, 65, 97}
print(x, x | {129}, sorted(x))
print({i * 8 for i in range(6)}, set(i * 8 for i in range(6)))
print({1, 2, 3} - {2}, {2} ^ {1, 2, 3}, {3, 4} ^ {10, 2, 3})
print(frozenset(range(10)) & frozenset(range(5, 15)))
