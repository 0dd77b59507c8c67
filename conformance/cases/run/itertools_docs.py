import itertools as it, _collections as c, _functools as f, _operator as o
for obj in [it.count, it.count.__next__, it.chain.from_iterable, it.tee, it.repeat.__length_hint__, it.islice, it.batched,
            c.deque, c.deque.append, c.deque.maxlen, c.deque.rotate, c.defaultdict, c.defaultdict.__missing__, c.defaultdict.default_factory,
            c._count_elements, f.partial, f.partial.func, f.reduce, f.cmp_to_key, f._lru_cache_wrapper, f._lru_cache_wrapper.cache_info,
            type(f.cmp_to_key(len)), o.add, o.itemgetter, o.attrgetter, o.methodcaller, o.length_hint, o.is_none, o._compare_digest]:
    d = obj.__doc__
    print(repr(d[:60]) if isinstance(d, str) else d)
