# set and frozenset operators and methods, with error messages
a = {1, 2, 3, 4}
b = {3, 4, 5}
print(a | b, a & b, a - b, a ^ b, b - a)
print(a <= b, a < a, {1} < a, a >= {1, 2}, a > a, a == {4, 3, 2, 1}, a != b)
print(a.union(b, [9]), a.intersection(b, {4}), a.difference(b, [1]), a.symmetric_difference([5, 6]))
print(a.issubset(range(10)), a.issuperset([1, 2]), a.isdisjoint({9}), a.isdisjoint([1]))
c = set(a)
c |= {10}; c &= {1, 2, 10, 11}; c -= {2}; c ^= {1, 99}; print(c)
c.update([7], (8,)); c.intersection_update(range(50)); print(c)
c.difference_update([7], [8]); c.symmetric_difference_update([10, 20]); print(c)
c.add(5); c.discard(12345); c.remove(5); print(c)
print(c.pop() in {20, 99}, len(c))
c.clear(); print(c)
for bad in [lambda: a | [1], lambda: a & 'x', lambda: a - (1,), lambda: a ^ None, lambda: a < [1],
            lambda: set().pop(), lambda: a.remove(100), lambda: a.remove([1]), lambda: a.add([1]),
            lambda: {[1, 2]}, lambda: set(1), lambda: a.union(1), lambda: a.issubset(3),
            lambda: set([1], [2]), lambda: frozenset().add, lambda: a.remove((1, 2)), lambda: a.discard({1})]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
try:
    a |= [1]
except TypeError as e:
    print(e)
s = {1, 2, 3}
try:
    for x in s:
        s.add(x + 10)
except RuntimeError as e:
    print(e)
s = {1, 2, 3}
try:
    for x in s:
        s.discard(x)
except RuntimeError as e:
    print(e)
print(set('hello') == set('olleh'), {1, 2} == frozenset([1, 2]), frozenset([1]) | {2}, type(frozenset([1]) | {2}).__name__)
print(type({2} | frozenset([1])).__name__, type({1} & frozenset()).__name__)
print(set(), frozenset(), set([]), frozenset(''), set({'k': 1}), sorted(set('mississippi')))
print({1, 2} in [{2, 1}], {frozenset({1})}, frozenset({1}) in {frozenset({1})}, {1} in {frozenset({1})})
x = {1}
print(x.__contains__(1), x.__len__(), x.copy() is x, set.__name__)
s = {1, 2, 3}
it = iter(s)
s.add(4)
next(it)
