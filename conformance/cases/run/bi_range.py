# range: len, index, count, slicing, reversed, negative steps, equality, big ints, errors
r = range(2, 20, 3)
print(r, list(r), len(r), r[0], r[-1], r[2:4], r[::-1], r[::2], r[10:], r[-100:100])
print(r.index(8), r.count(8), r.count(9), 8 in r, 9 in r, 8.0 in r, r.start, r.stop, r.step)
print(range(5), range(0, 5), range(1, 5, 1), range(5, 0, -1), list(range(5, 0, -2)), list(range(0)), list(range(-3)))
print(list(reversed(range(1, 10, 4))), list(reversed(range(10, 1, -3))), list(reversed(range(0))))
print(range(0) == range(5, 2), range(1, 10, 3) == range(1, 11, 3), range(3) == range(0, 3, 1), range(1) != range(2))
print(range(0, 3) == [0, 1, 2], hash(range(3)) == hash(range(0, 3)), hash(range(0)) == hash(range(5, 1)))
print(bool(range(0)), bool(range(1)), len(range(10, 0, -3)), range(10, 0, -3)[1], range(-5, 5)[::3])
for bad in [lambda: range(1, 2, 0), lambda: range(), lambda: range(1.5), lambda: range('a'), lambda: range(1, 2, 3, 4),
            lambda: r[100], lambda: r['x'], lambda: r.index(9), lambda: r.index('a'), lambda: range(0, 10, 0.5),
            lambda: r[::0], lambda: range(3).index(), lambda: range(x=3), lambda: r[1.0]]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
big = range(10 ** 20, 10 ** 20 + 50, 7)
print(big, len(big), big[3], big[-1], 10 ** 20 + 14 in big, big.index(10 ** 20 + 14), big[1:3])
huge = range(10 ** 30)
print(huge[10 ** 29], huge[-1], huge[::10 ** 29], (10 ** 30 - 1) in huge)
try:
    len(huge)
except OverflowError as e:
    print(e)
print(range(-10, -20, -2), list(range(-10, -20, -2)), range(-10, -20, -2)[2], list(range(-10, -20, -2)[::-2]))
class I:
    def __index__(self):
        return 4
print(range(I()), list(range(I(), 8)), range(I())[I() - 1 if False else 0])
print(list(range(3, -3, -1)), range(3, -3, -1).index(-2), range(0, -10, -3)[1:])
x = range(5)
it = iter(x)
print(next(it), list(it), type(it).__name__, type(iter(huge)).__name__)
print(sum(range(101)), max(range(7)), min(range(3, 9)), sorted(range(5), reverse=True))
print(type(range(4).__reversed__()).__name__, list(range(4).__reversed__()))
print(isinstance(range(1), range), type(range(1)).__name__, range.__name__)
print(range(0, 1, 1) == range(0, 2, 2), range(0, 5, 2)[-3:], range(3)[:: -1][0])
range(1, 10, 0)
