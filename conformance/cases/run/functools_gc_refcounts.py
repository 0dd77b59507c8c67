import _functools as f, _collections as c, _operator as o, itertools as it, gc, sys, weakref
class Obj:
    pass
def collected(make):
    x = Obj()
    r = weakref.ref(x)
    make(x)
    del x
    gc.collect()
    return r() is None
print(collected(lambda x: setattr(x, 'p', f.partial(print, x))))
print(collected(lambda x: setattr(x, 'p', f.partial(print, k=x))))
def lru(x):
    w = f._lru_cache_wrapper(lambda v: x, None, False, tuple)
    w(1)
    x.w = w
print(collected(lru))
print(collected(lambda x: setattr(x, 'd', c.deque([x]))))
print(collected(lambda x: setattr(x, 'i', iter(c.deque([x])))))
print(collected(lambda x: setattr(x, 'g', o.itemgetter(x))))
print(collected(lambda x: setattr(x, 'm', o.methodcaller('f', x))))
print(collected(lambda x: setattr(x, 'k', f.cmp_to_key(lambda a, b: 0)(x))))
print(collected(lambda x: setattr(x, 'dd', c.defaultdict(None, {1: x}))))
print(collected(lambda x: setattr(x, 't', it.tee([x]))))
print(collected(lambda x: setattr(x, 'gb', it.groupby([x]))))
print(collected(lambda x: setattr(x, 'pr', it.product([x]))))
x = Obj()
base = sys.getrefcount(x)
k = f.cmp_to_key(lambda a, b: 0)(x)
print(sys.getrefcount(x) - base)
del k
print(sys.getrefcount(x) - base)
print(f.reduce(lambda a, b: b, [x, x]) is x, sys.getrefcount(x) - base)
dq = c.deque([x] * 3)
it1 = iter(dq)
y = next(it1)
del y
print(sys.getrefcount(x) - base)
dq.clear()
print(sys.getrefcount(x) - base)
s = it.starmap(lambda a: a, [(x,)])
next(s)
print(sys.getrefcount(x) - base)
ag = o.attrgetter('__class__')
print(ag(x) is Obj, sys.getrefcount(x) - base)
mc = o.methodcaller('__eq__', x)
print(sys.getrefcount(x) - base)
del mc
print(sys.getrefcount(x) - base)
