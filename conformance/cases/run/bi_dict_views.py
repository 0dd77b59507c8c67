# dict views: keys/values/items, set operations, reversed, live updates, reprs
d = {'a': 1, 'b': 2, 'c': 3}
k, v, it = d.keys(), d.values(), d.items()
print(k, v, it)
print(len(k), 'a' in k, 1 in v, ('a', 1) in it, ('a', 2) in it, ['x'] in k if False else '')
d['d'] = 4
print(list(k), list(v), list(it))
print(list(reversed(d)), list(reversed(k)), list(reversed(v)), list(reversed(it)))
print(k & {'a', 'z'}, sorted(k | {'z'}), sorted(k - {'a'}), sorted(k ^ {'a', 'q'}), {'a', 'q'} - k)
print(it & {('a', 1)}, it - {('a', 1), ('b', 2)}, sorted(it | {('z', 0)}))
print(k == {'a', 'b', 'c', 'd'}, k <= {'a', 'b', 'c', 'd', 'e'}, k < {'a'}, k > {'a'}, k.isdisjoint({'q'}), k.isdisjoint('ab'))
print(it == {('a', 1), ('b', 2), ('c', 3), ('d', 4)}, v == v, d.values() == d.values())
print(type(k).__name__, type(v).__name__, type(it).__name__, type(iter(k)).__name__, type(iter(v)).__name__, type(iter(it)).__name__)
print(type(reversed(k)).__name__, type(reversed(v)).__name__, type(reversed(it)).__name__)
try:
    it[0]
except TypeError as e:
    print(e)
try:
    hash(k)
except TypeError as e:
    print(e)
e = {}
print(e.keys(), e.values(), e.items(), list(reversed(e)))
r = {1: [1]}
r[2] = r.values()
print(r)
rk = {}
rk['self'] = rk.items()
print(rk)
x = {1: 'a', 2: 'b'}
print({**x, 3: 'c'}, {**x, **{1: 'z'}}, dict(**{'s': 1}))
print(sorted(k), sorted(it, reverse=True), max(v), sum(v))
print(k ^ k, it - it, k & [], sorted(k | []))
