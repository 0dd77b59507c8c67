import _operator as o
ig = o.itemgetter(1)
print(ig, ig([10, 20]), ig('ab'), o.itemgetter(1, 'a'), o.itemgetter(0, -1)('xyz'), o.itemgetter('k')({'k': 3}), o.itemgetter(slice(2))('abcd'))
print(type(ig), type(ig).__name__, type(ig).__module__, ig.__reduce__())
class A:
    pass
a = A()
a.b = A()
a.b.c = 42
a.x = 'x'
ag = o.attrgetter('b.c')
print(ag, ag(a), o.attrgetter('x', 'b.c')(a), o.attrgetter('x', 'b.c'), o.attrgetter('x').__reduce__(), o.attrgetter('b.c', 'x').__reduce__())
mc = o.methodcaller('split', ',', maxsplit=1)
print(mc, mc('a,b,c'), o.methodcaller('upper')('ab'), o.methodcaller('upper'), o.methodcaller('count', 'a')('banana'))
print(o.methodcaller('f', 1, [2], k='v', z=None))
print(o.methodcaller('upper').__reduce__(), o.methodcaller('count', 'a', 2).__reduce__())
print(sorted(['bb', 'a', 'ccc'], key=o.itemgetter(0)), sorted([(1, 'b'), (0, 'c')], key=o.itemgetter(1)))
def e(f):
    try:
        print(repr(f()))
    except Exception as x:
        print(type(x).__name__, x)
e(lambda: o.itemgetter())
e(lambda: o.attrgetter())
e(lambda: o.attrgetter(1))
e(lambda: o.attrgetter('a', 2))
e(lambda: o.methodcaller())
e(lambda: o.methodcaller(1))
e(lambda: o.methodcaller(name='x'))
e(lambda: o.itemgetter(1, k=2))
e(lambda: o.attrgetter('a', k=2))
e(lambda: o.itemgetter(1)([]))
e(lambda: o.itemgetter(1)())
e(lambda: o.itemgetter(1)([1, 2], k=3))
e(lambda: o.itemgetter(1)([1], [2]))
e(lambda: o.attrgetter('x.y')(1))
e(lambda: o.attrgetter('x')())
e(lambda: o.methodcaller('nope')(1))
e(lambda: o.methodcaller('upper')())
e(lambda: o.methodcaller('upper')('a', k=1))
for t in (o.itemgetter, o.attrgetter, o.methodcaller):
    try:
        class S(t):
            pass
    except TypeError as x:
        print(x)
r = []
g = o.itemgetter(r)
r.append(g)
print(g)
import sys
x = object()
b = sys.getrefcount(x)
g = o.itemgetter(x)
print(sys.getrefcount(x) - b)
del g
print(sys.getrefcount(x) - b)
