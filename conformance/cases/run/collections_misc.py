import _collections as c
import sys
d = {}
c._count_elements(d, 'abcab'); print(d)
c._count_elements(d, 'aaz'); print(d)
class M(dict):
    def __setitem__(self, k, v):
        print('set', k, v)
        super().__setitem__(k, v)
m = M()
c._count_elements(m, 'xyx'); print(m)
def e(g):
    try:
        print(repr(g()))
    except Exception as x:
        print(type(x).__name__, x)
e(lambda: c._count_elements(1, 'a'))
e(lambda: c._count_elements({}, 1))
e(lambda: c._count_elements({}))
e(lambda: c._count_elements({'a': 'x'}, 'a'))
tg = c._tuplegetter(0, 'doc')
print(tg, type(tg).__name__, type(tg).__module__, tg.__doc__, tg.__reduce__())
class T(tuple):
    x = c._tuplegetter(0, 'doc x')
    y = c._tuplegetter(1, None)
t = T((5, 6))
print(t.x, t.y, T.x.__doc__, T.__dict__['x'], T.x is T.__dict__['x'])
T.x.__doc__ = 'new'
print(T.x.__doc__)
e(lambda: T(()).x)
e(lambda: T.x.__get__(1))
e(lambda: setattr(t, 'x', 1))
e(lambda: delattr(t, 'x'))
e(lambda: c._tuplegetter(0))
e(lambda: c._tuplegetter('a', 'b'))
o = object()
b = sys.getrefcount(o)
dq = c.deque([o, o])
print(sys.getrefcount(o) - b)
dq.pop()
print(sys.getrefcount(o) - b)
dq.append(o); dq.rotate(1); dq.reverse()
print(sys.getrefcount(o) - b)
dq[0] = 1
print(sys.getrefcount(o) - b)
del dq
print(sys.getrefcount(o) - b)
dd = c.defaultdict(lambda: o)
dd[1]; dd[2]
print(sys.getrefcount(o) - b)
del dd
print(sys.getrefcount(o) - b)
bq = c.deque([o], 1)
bq.append(2)
print(sys.getrefcount(o) - b)
