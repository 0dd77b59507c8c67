import weakref, _functools as f, _collections as c, itertools as it, _operator as o
objs = [f.partial(len), f._lru_cache_wrapper(len, 1, False, tuple), c.deque(), it.tee([1])[0]]
for x in objs:
    r = weakref.ref(x)
    print(type(x).__name__, r() is x)
class Sub(c.deque):
    pass
print(weakref.ref(Sub())() is None)
for x in [f.cmp_to_key(len), o.itemgetter(1), it.count(), c.defaultdict(), it.chain()]:
    try:
        weakref.ref(x)
        print('ok', type(x).__name__)
    except TypeError as e:
        print('TypeError', e)
p = f.partial(len)
dead = []
r = weakref.ref(p, lambda ref: dead.append(1))
del p
print(dead, r())
