# dict: construction, insertion order, methods, KeyError reprs
d = dict(a=1, b=2)
d['c'] = 3; d['a'] = 10; print(d)
del d['b']; d['b'] = 20; print(d, list(d))
print(dict([('x', 1), ('y', 2)]), dict({'k': 'v'}, z=0), dict(zip('ab', range(2))), dict())
print(d.get('a'), d.get('q'), d.get('q', 'dflt'), 'a' in d, 'q' not in d, len(d))
print(d.pop('a'), d.pop('q', None), d)
print(d.setdefault('n', []), d.setdefault('c', 99), d)
d.setdefault('n', []).append(1); print(d)
print(d.popitem(), d.popitem(), d)
d.update({'u': 1}, v=2); d.update([('w', 3)]); print(d)
c = d.copy(); c.clear(); print(c, d)
print(dict.fromkeys('abc'), dict.fromkeys([1, 2], 0), dict.fromkeys(range(3), []))
for bad in [lambda: d['missing'], lambda: d[(1, 2)], lambda: d[1.5], lambda: {}.popitem(), lambda: d.pop('zz'),
            lambda: dict(1), lambda: dict([1, 2]), lambda: dict([(1, 2, 3)]), lambda: d.get(), lambda: d[[1]],
            lambda: dict({}, {}), lambda: d.update(1), lambda: d.update([1]), lambda: d.pop(),
            lambda: d.setdefault(), lambda: {}.fromkeys(), lambda: d < d, lambda: d + d, lambda: d[None],
            lambda: d[''], lambda: d[KeyError('x')], lambda: d.get(1, 2, 3)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e, repr(e))
print({1: 'a', True: 'b', 1.0: 'c'}, {0: 1, False: 2})
print({'a': 1} == {'a': 1.0}, {'a': 1, 'b': 2} == {'b': 2, 'a': 1}, {} != {1: 1})
class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return 7
    def __eq__(self, other):
        return isinstance(other, K) and self.v == other.v
    def __repr__(self):
        return f"K({self.v})"
kd = {K(1): 1, K(2): 2, K(1): 3}
print(kd, kd[K(2)])
try:
    kd[K(3)]
except KeyError as e:
    print(e, e.args)
class Missing(dict):
    def __missing__(self, key):
        return key * 2
m = Missing(a=1)
print(m['a'], m['zz'], m.get('zz'), m)
big = {i: i * i for i in range(20)}
for i in range(0, 20, 2):
    del big[i]
big[100] = 0; big[0] = 'again'
print(big, list(big.values())[:3])
print(sorted(n for n in dir(dict) if not n.startswith('_')))
{}['final key']
