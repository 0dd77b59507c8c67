from _collections import defaultdict as DD
d = DD(list)
d['a'].append(1); d['b']; d['a'].append(2)
print(d, dict(d), d.default_factory, len(d), 'c' in d, d.get('c'))
print(DD(int, {1: 2}), DD(), DD(None, a=1), DD(int, [(1, 2)], z=3))
i = DD(int)
for ch in 'hello':
    i[ch] += 1
print(sorted(i.items()), i)
print(DD(list).__reduce__()[:4], DD().__reduce__()[:4], list(DD(int, {1: 2}).__reduce__()[4]))
print(DD(int) | {1: 2}, {1: 2} | DD(int), DD(int, {1: 1}) | DD(str, {2: 2}), type({1: 2} | DD(int)).__name__)
x = DD(int, {1: 1}); y = x; x |= {2: 2}; print(x, x is y)
c = d.copy(); print(c, type(c).__name__, c is d, c['a'] is d['a'], d.__copy__())
print(DD(int).__missing__(3), isinstance(DD(), dict), issubclass(DD, dict), DD.__mro__)
d.default_factory = set; d['z'].add(1); print(d)
d.default_factory = None; print(d)
try:
    d['nope']
except KeyError as e:
    print('KeyError', e)
del d.default_factory
print(d.default_factory)
class MyDD(DD):
    pass
m = MyDD(int)
m[1] += 5
print(m, type(m.copy()).__name__, m.copy(), m | {2: 1})
class F:
    def __repr__(self):
        return 'F!'
    def __call__(self):
        return 0
print(DD(F()))
r = DD(list)
r.default_factory = r.copy
print(repr(r)[:40])
rr = DD(list); rr[1] = rr; print(rr)
print(DD[int, str])
def e(g):
    try:
        print(repr(g()))
    except Exception as x:
        print(type(x).__name__, x)
e(lambda: DD(1))
e(lambda: DD()[1])
e(lambda: DD(int) | 1)
e(lambda: DD(int).__missing__())
e(lambda: DD(list, 1))
e(lambda: DD(None).__missing__([]))
e(lambda: DD(lambda: 1 / 0)['k'])
