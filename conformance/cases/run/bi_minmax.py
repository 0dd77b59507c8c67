# max/min: iterables, multiple args, key, default, errors, first-wins on ties
print(max(3, 1, 2), min(3, 1, 2), max([1, 5, 2]), min('hello'), max((1, 2), (1, 3)), min({3: 0, 1: 0}))
print(max([], default='empty'), min([], default=None), max([1], default=0), max('ab', 'b', key=len))
print(max(['a', 'bb', 'cc'], key=len), min(['aa', 'b', 'c'], key=len), max([1, 1.0, True]), min([1, 1.0, True]))
print(max(range(10), key=lambda x: x % 4), min(range(10), key=lambda x: -x), max([-1, 2, -3], key=abs))
print(max(1, 2, key=None), min([3, 4], key=None, default=1), max(iter([4, 9, 2])))
for bad in [lambda: max(), lambda: min(), lambda: max([]), lambda: min(()), lambda: max(1), lambda: max(1, 2, default=0),
            lambda: max([1, 'a']), lambda: min(1, 2, bad=3), lambda: max([1], key=5), lambda: max(1, 2, 3, key=str, x=1),
            lambda: min([], key=len), lambda: max(default=3), lambda: max([None, None])]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
class V:
    def __init__(self, v, tag):
        self.v, self.tag = v, tag
    def __lt__(self, other):
        return self.v < other.v
    def __gt__(self, other):
        return self.v > other.v
    def __repr__(self):
        return self.tag
vals = [V(1, 'a'), V(3, 'b'), V(3, 'c'), V(1, 'd')]
print(max(vals), min(vals), max(*vals), min(*vals))
print(max(vals, key=lambda v: v.v), min(vals, key=lambda v: v.v))
calls = []
def k(x):
    calls.append(x)
    return x
print(max([3, 1, 2], key=k), calls)
print(max('apple', 'banana', 'cherry', key=lambda s: s[1]))
print(min([[2], [1, 5], [1, 2]]), max([(1, 'b'), (1, 'a')]))
nan = float('nan')
print(max([nan, 1, 2]), max([1, nan, 2]), min([1, 2, nan]))
min([])
