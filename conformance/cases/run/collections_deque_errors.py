from _collections import deque as D
def e(g):
    try:
        print(repr(g()))
    except Exception as x:
        print(type(x).__name__, x)
e(lambda: D(1))
e(lambda: D([], -1))
e(lambda: D([], 'a'))
e(lambda: D([], 1, 2))
e(lambda: D(x=1))
e(lambda: D().pop())
e(lambda: D().popleft())
e(lambda: D([1]).remove(2))
e(lambda: D([1]).index(2))
e(lambda: D([1]).index(1, 'a'))
e(lambda: D([1]).index())
e(lambda: D([1])[5])
e(lambda: D([1])[-2])
e(lambda: D([1])['a'])
e(lambda: D([1])[1:])
e(lambda: D()[0])
def f():
    d = D([1]); d[3] = 1
e(f)
def g():
    d = D([1]); del d[3]
e(g)
e(lambda: D([1], 1).insert(0, 2))
e(lambda: D([1]).rotate('a'))
e(lambda: D([1]).rotate(1, 2))
e(lambda: D([1]).append())
e(lambda: D([1]).append(1, 2))
e(lambda: D([1]).pop(0))
e(lambda: D([1]).extend(5))
e(lambda: hash(D()))
e(lambda: D([1]) < [1])
e(lambda: D([1]) + [1])
e(lambda: D([1]) * 'a')
e(lambda: D([1]) * 2.0)
dd = D([1, 2, 3])
it = iter(dd); next(it); dd.append(4)
e(lambda: next(it))
e(lambda: next(it))
it = reversed(dd); dd.pop()
e(lambda: next(it))
class Bad:
    def __eq__(self, other):
        bd.clear()
        return False
bd = D([Bad(), 1])
e(lambda: 1 in bd)
bd = D([Bad(), 1])
e(lambda: bd.count(1))
bd = D([Bad(), 1])
e(lambda: bd.index(1))
bd = D([Bad(), 1])
e(lambda: bd.remove(1))
