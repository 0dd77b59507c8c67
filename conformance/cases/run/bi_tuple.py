# tuple: constructor, methods, indexing, errors
t = (1, 2, 3, 2, 1)
print(t.count(2), t.index(3), t.index(1, 1), t.index(2, -3, -1))
for bad in [lambda: t.index(9), lambda: t[10], lambda: t['a'], lambda: t.count(), lambda: tuple(1),
            lambda: tuple([1], [2]), lambda: t + [1], lambda: t * 'x', lambda: t.__setitem__,
            lambda: t.index(), lambda: setattr(t, 'x', 1)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
try:
    t[0] = 5
except TypeError as e:
    print(e)
try:
    del t[0]
except TypeError as e:
    print(e)
print(tuple(), tuple('ab'), tuple(range(3)), tuple({'a': 1}), tuple(x * 2 for x in t))
print(len(t), 3 in t, 9 not in t, t[-1], t[1:3], min(t), max(t), sum(t))
a, *b, c = t
print(a, b, c)
print(t.__len__(), t.__getitem__(2), t.__contains__(2), list(reversed(t)))
class P(tuple):
    pass
p = P((1, 2))
print(p, type(p).__name__, p + (3,), type(p + (3,)).__name__, p == (1, 2), isinstance(p, tuple))
print(tuple(p) is p, type(tuple(p)).__name__)
x = (1, 2)
print(tuple(x) is x, x[:] is x, x * 1 is x)
print(sorted(n for n in dir(tuple) if not n.startswith('_')))
print((1, 2, 3)[::-1], (1, [2]))
nested = ((1, 2), (3, (4, 5)))
print(nested, nested[1][1][0])
t2 = (1, 2)
t2 += (3,)
print(t2)
t[1] = 3
