import itertools as it
for t in (it._grouper, it._tee_dataobject, it._tee):
    print(t.__name__, '__new__' in vars(t))
def e(f):
    try:
        r = f(); print(type(r).__name__)
    except Exception as x:
        print(type(x).__name__, x)
e(lambda: it._tee_dataobject([1], [], None))
e(lambda: it._tee_dataobject([1], [1] * 58, None))
e(lambda: it._tee_dataobject([1], [1], 5))
e(lambda: it._tee_dataobject([1], [1] * 57, 5))
e(lambda: it._tee_dataobject([1], [1] * 57, it._tee_dataobject([], [], None)))
e(lambda: it._tee_dataobject([1], (), None))
e(lambda: it._tee_dataobject([1], []))
e(lambda: it._grouper(1, 2))
e(lambda: it._grouper(it.groupby('aab'), 'a'))
g = it.groupby('aab')
gr = it._grouper(g, 'a')
print(list(gr), next(g)[0])
g = it.groupby('aab')
k, g1 = next(g)
g2 = it._grouper(g, 'a')
print(list(g1), list(g2))
