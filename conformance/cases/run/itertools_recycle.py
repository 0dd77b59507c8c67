import itertools as it
for name, g in [('product', lambda: it.product('ab', 'cd')), ('combinations', lambda: it.combinations('abcd', 2)),
                ('permutations', lambda: it.permutations('abc')), ('cwr', lambda: it.combinations_with_replacement('abc', 2)),
                ('zip_longest', lambda: it.zip_longest('abc', 'de')), ('pairwise', lambda: it.pairwise('abcde')),
                ('zip', lambda: zip('abc', 'def')), ('enumerate', lambda: enumerate('abc'))]:
    ids = len(set(map(id, g())))
    kept = list(g())
    print(name, ids, len(set(map(id, kept))), kept[:2])
t = it.product('ab', repeat=2)
a = next(t); b = next(t)
print(a, b, a is b)
del a, b
c = next(t); d = next(t)
print(c, d)
z = it.zip_longest('ab', 'c', fillvalue=0)
x = next(z); print(x); x = next(z); print(x)
