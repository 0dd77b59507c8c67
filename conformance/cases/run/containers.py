# lists, tuples, dicts, sets: methods, ordering, errors
l = list(range(10))
l[2:5] = ["a", "b"]
del l[0]
l.insert(0, "first")
l.extend((100, 200))
print(l, l.pop(), l.pop(0), l.index("a"), l.count(100))
l2 = [5, 3, 8, 1]
l2.sort(key=lambda x: -x)
print(l2, l2[::-1], list(reversed(l2)), l2 * 2, [0] * 3)
l2.reverse()
l2.remove(8)
print(l2, l2 + [9], 3 in l2, l2 == [1, 3, 5], [1, 2] < [1, 3], [[1]] * 2)
nested = [[1, 2], [3, 4]]
print([x for row in nested for x in row], [[r[i] for r in nested] for i in range(2)])
t = tuple("abc")
a, *rest = [1, 2, 3, 4]
x, (y, z) = 1, (2, 3)
print(t, a, rest, x, y, z, t.index("b"), t.count("a"), t + (1,), hash((1, 2)) == hash((1, 2)))
d = dict(a=1, b=2)
d.update({"c": 3}, )
d.setdefault("d", 4)
print(d, d.pop("a"), d.popitem(), len(d), "b" in d, list(d), dict.fromkeys("xy", 0))
print({**d, "z": 26}, dict(zip("ab", [1, 2])), {k: v for k, v in d.items() if v > 2})
for k, v in sorted({"b": 2, "a": 1}.items()):
    print(k, v)
s = {3, 1, 2}
s.add(10)
s.discard(1)
print(s, s | {100}, s & {2, 3}, s - {2}, s ^ {3, 4}, {1, 2} <= {1, 2, 3}, len(s))
print(sorted(set("hello")), frozenset([1, 2]), set(), {i % 3 for i in range(10)})
print(sorted({"banana", "apple", "cherry"}), set([5, 50, 500, 5000, 37, 64, 1024]))
print({1: "a", True: "b", 1.0: "c"}, {(1, 2): "t"}, [1, "a", None, 2.5, (1,)])
print(list(range(0, 20, 3)), list(range(10, 0, -2)), range(5)[2], range(1, 10)[::2], len(range(0, 100, 7)))
try:
    {}["k"]
except KeyError as e:
    print("KeyError", e)
try:
    [].pop()
except IndexError as e:
    print(e)
try:
    {[1]: 2}
except TypeError as e:
    print(e)
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print(e)
try:
    a, b, c = [1, 2]
except ValueError as e:
    print(e)
try:
    (1, 2)[0] = 5
except TypeError as e:
    print(e)
matrix = [[0] * 3 for _ in range(3)]
matrix[1][1] = 5
print(matrix, any(x > 4 for row in matrix for x in row), all([]), sum(range(101)))
print(list(map(lambda p: p[0] * p[1], zip([1, 2, 3], [4, 5, 6]))), sorted([(2, "b"), (1, "z"), (2, "a")]))
