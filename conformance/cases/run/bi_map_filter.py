# map, filter, reversed, iter(callable, sentinel)
print(list(map(abs, [-1, 2, -3])), list(map(pow, [2, 3], [3, 2])), list(map(lambda *a: a, 'ab', 'cde', [1, 2, 3])))
print(list(map(str.upper, 'xy')), list(map(int, ['1', '2'])), list(map(len, ())))
print(list(filter(None, [0, 1, '', 'a', None, [], [0]])), list(filter(lambda x: x % 2, range(8))), list(filter(str.isdigit, 'a1b2')))
for bad in [lambda: map(), lambda: map(abs), lambda: map(abs, 1), lambda: map(abs, [1], key=1), lambda: filter(None),
            lambda: filter(None, 1), lambda: filter(None, [], []), lambda: list(map(abs, ['x'])), lambda: list(map(5, [1])),
            lambda: reversed(), lambda: reversed(5), lambda: reversed({1}), lambda: reversed(iter([1])), lambda: reversed([], []),
            lambda: iter(), lambda: iter(5), lambda: iter(5, 6), lambda: iter([], 1, 2), lambda: filter(x=1)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(list(reversed([1, 2, 3])), list(reversed((1, 2))), list(reversed('abc')), list(reversed(range(3))), list(reversed({'a': 1, 'b': 2})))
class Seq:
    def __len__(self):
        return 3
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10
print(list(reversed(Seq())), list(Seq()), list(iter(Seq())), 20 in Seq())
class RevOnly:
    def __reversed__(self):
        return iter('zyx')
print(list(reversed(RevOnly())))
class NoRev:
    __reversed__ = None
    def __len__(self):
        return 1
    def __getitem__(self, i):
        return i
try:
    reversed(NoRev())
except TypeError as e:
    print(e)
n = [0]
def counter():
    n[0] += 1
    return n[0]
print(list(iter(counter, 4)))
it = iter(counter, 100)
print(next(it), next(it), type(it).__name__)
lines = iter(['a', 'b', '', 'c'])
print(list(iter(lambda: next(lines), '')))
def boom():
    raise StopIteration
print(list(iter(boom, 1)))
r = reversed([1, 2, 3])
print(next(r), list(r), list(r), type(r).__name__, type(reversed(Seq())).__name__)
m = map(lambda x: x * 2, [1, 2])
print(next(m), next(m), next(m, 'end'))
f = filter(None, [0, 0])
print(next(f, 'empty'), iter(f) is f, iter(m) is m)
print(type(map(abs, [])).__name__, type(filter(None, [])).__name__)
next(map(int, ['one']))
