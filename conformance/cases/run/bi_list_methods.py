# list: every method, with CPython's error messages
a = [3, 1, 2]
a.append(4); print(a)
a.extend((5, 6)); print(a)
a.extend(x for x in "ab"); print(a)
a.insert(0, 'z'); a.insert(-1, 'y'); a.insert(100, 'end'); a.insert(-100, 'start'); print(a)
print(a.pop(), a.pop(0), a.pop(-2), a)
print(a.index(2), a.index('a', 2), a.count(1), a.count('q'))
a.remove('z'); print(a)
for bad in [lambda: a.remove('nope'), lambda: a.index('nope'), lambda: [].pop(), lambda: [1].pop(5),
            lambda: a.index(1, 4, 5), lambda: a.append(), lambda: a.append(1, 2), lambda: a.insert(1),
            lambda: a.pop(1, 2), lambda: a.pop('x'), lambda: a.extend(5), lambda: a.count(),
            lambda: a.index(), lambda: a.sort(1), lambda: a.sort(key=1, cmp=2), lambda: a.clear(1),
            lambda: a.copy(3), lambda: a.reverse(1), lambda: a.insert('x', 1), lambda: list(1, 2),
            lambda: list(5), lambda: a.remove()]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
b = a.copy(); b.reverse(); print(b, a)
b.clear(); print(b, len(a))
c = [1, 2, 3, 2, 1]
print(c.index(2, -3), c.index(1, 1), c.index(1, -1, 10))
print(list(), list("abc"), list(range(3)), list({'k': 1, 'j': 2}), list((1,)))
x = [1, 2]
x += (3,); print(x)
x *= 2; print(x)
x *= 0; print(x)
y = [[]] * 3; y[0].append(1); print(y)
print([1, 2] * -1, 2 * [0], [1] + [2])
try:
    [1] + (2,)
except TypeError as e:
    print(e)
try:
    [1] * 'a'
except TypeError as e:
    print(e)
try:
    [1] * 2.0
except TypeError as e:
    print(e)
l = [1, 2, 3]
del l[1]; print(l)
del l[-1]; print(l)
try:
    del l[5]
except IndexError as e:
    print(e)
try:
    l[7] = 1
except IndexError as e:
    print(e)
try:
    l['a']
except TypeError as e:
    print(e)
try:
    l[1.5] = 3
except TypeError as e:
    print(e)
print(l.__len__(), l.__contains__(1), l.__getitem__(0))
m = [5, 6]
m.__setitem__(0, 9); m.__delitem__(1); print(m)
print(m.__iadd__([1]), m.__imul__(2), m)
print(list.__name__, type(m.__iter__()).__name__, type(reversed(m)).__name__)
it = iter([1, 2, 3])
print(next(it), list(it), list(it))
print(sorted(n for n in dir(list) if not n.startswith('_')))
