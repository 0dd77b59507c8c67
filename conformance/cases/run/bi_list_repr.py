# list/tuple repr (recursive), comparison, equality, hashing errors
a = [1, 'two', 3.0, None, (4,), [5]]
print(a, repr(a), str(a))
a.append(a); print(a)
b = {'self': None}; b['self'] = b; print(b)
c = [1, (2, [3])]; c[1][1].append(c); print(c)
t = (a,); print(t)
s = set(); print(s, [s], (s,), {'k': s})
print([1, 2] < [1, 3], [1, 2] < [1, 2, 0], [2] > [1, 9], [1, 2] == [1, 2], [1] != [1.0], [] < [0])
print((1, 2) <= (1, 2), (1, 'a') < (1, 'b'), (2,) >= (1, 5), () == ())
for bad in [lambda: [1, 2] < [1, 'a'], lambda: [1] < (1,), lambda: hash([1]), lambda: hash((1, [2])),
            lambda: {[1]: 2}, lambda: {[1]}, lambda: (1, 2) < (1, None)]:
    try:
        print(bad())
    except TypeError as e:
        print(type(e).__name__, e)
print([1, 2] == (1, 2), [float('nan')] == [float('nan')])
nan = float('nan')
print([nan] == [nan], (nan,) == (nan,), nan in [nan], [nan].count(nan), [nan].index(nan))
class Loud:
    def __eq__(self, other):
        print('eq called')
        return True
    __hash__ = None
l = Loud()
print([l] == [l], [l] == [Loud()])
print(repr([]), repr(()), repr((1,)), repr([[]]), repr([()]))
print(tuple([1, 2]) + (3,), (1,) * 3, 2 * (0,), (1, 2) * 0)
print(hash((1, 2)) == hash((1, 2)), hash(()) == hash(()))
