# sum(): ints, floats (compensated), start values, mixed types, errors
print(sum([1, 2, 3]), sum([]), sum([], 10), sum(range(101)), sum([1, 2], start=10), sum(iter([5, 5])))
print(sum([0.1] * 10), sum([0.1, 0.2, 0.3]), sum([1e100, 1.0, -1e100, 1.0]), sum([0.1] * 10) == 1.0)
print(sum([1, 0.5]), sum([0.5, 1]), sum([1, 2.5, 3]), sum([True, True, 2]), sum([2 ** 64, 2 ** 64]), sum([1.5], 1))
print(sum([[1], [2], [3]], []), sum([(1,), (2,)], ()), sum([1, 2], 0.0), sum([1e308, 1e308]), sum([float('inf'), 1.0]))
print(sum([float('inf'), -float('inf')]), sum([-0.0]), sum([-0.0], -0.0), sum([], -0.0), sum([0.0, -0.0]))
print(sum([1e16, 1.0, 1.0]), sum([1.0, 1e16, -1e16]), sum([3.0, 1e-16, 1e-16]), sum([0.1, 0.1, 0.1, -0.3]))
print(sum(x / 7 for x in range(100)), sum([10 ** 20, 0.5]), sum([1, 2, 3.0, 4, 5]))
class N:
    def __init__(self, v):
        self.v = v
    def __add__(self, other):
        return N(self.v + (other.v if isinstance(other, N) else other))
    def __radd__(self, other):
        return N(other + self.v)
    def __repr__(self):
        return f'N({self.v})'
print(sum([N(1), N(2)]), sum([N(1)], N(10)), sum([1, N(2), 3]))
for bad in [lambda: sum(), lambda: sum(1), lambda: sum(['a', 'b']), lambda: sum(['a'], ''), lambda: sum([b'a'], b''),
            lambda: sum([1], 2, 3), lambda: sum([1, 'a']), lambda: sum([[1]]), lambda: sum([1], bytearray()),
            lambda: sum(iterable=[1]), lambda: sum([1], st=0), lambda: sum([0.5, 'x'])]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(sum([2 ** 62, 2 ** 62, 2 ** 62]), sum([-(2 ** 63), -1]), sum(range(10 ** 6)))
print(sum([0.1] * 1000), sum([1.1, 2.2, 3.3, -6.6]), sum([1e-308, 1e-308]), sum([1.0, 2]))
sum(['oops'])
