import itertools as it
names = ['accumulate', 'batched', 'chain', 'combinations', 'combinations_with_replacement', 'compress',
         'count', 'cycle', 'dropwhile', 'filterfalse', 'groupby', 'islice', 'pairwise', 'permutations',
         'product', 'repeat', 'starmap', 'takewhile', 'zip_longest', '_grouper', '_tee', '_tee_dataobject']
for n in names:
    t = getattr(it, n)
    print(n, t, t.__module__, t.__name__, t.__qualname__, '__reduce__' in vars(t), '__next__' in vars(t), '__iter__' in vars(t))
print(type(it.tee), it.tee.__name__)
t = it.tee([1, 2])
print(type(t), len(t), type(t[0]), '__copy__' in vars(type(t[0])))
print(it.chain[int], it.chain.__class_getitem__(str))
print(hasattr(it.chain, 'from_iterable'), type(it.chain.__dict__['from_iterable']).__name__)
print(sorted(n for n in dir(it) if not n.startswith('__')))
for n in ['count', 'repeat', 'chain', 'islice', 'product']:
    class Sub(getattr(it, n)):
        pass
    print(n, 'subclassable', Sub.__mro__[1])
for n in ['_tee', '_grouper', '_tee_dataobject']:
    try:
        class Sub(getattr(it, n)):
            pass
    except TypeError as x:
        print(n, x)
