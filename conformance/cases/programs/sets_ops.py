a = {1, 2, 3, 4}
b = {3, 4, 5}
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b))
print(a <= {1, 2, 3, 4, 5}, {1, 2}.isdisjoint({3}), frozenset([1, 2]) == frozenset([2, 1]))
a.add(10)
a.discard(1)
print(sorted(a), len(a), 10 in a)
print(sorted({x % 4 for x in range(20)}))
