import itertools as it, gc, sys
class Node:
    pass
# cycles through itertools objects are collected
n = Node()
n.c = it.cycle([n])
n.r = it.repeat(n)
n.ch = it.chain([n])
del n
print(gc.collect() > 0)
class MyChain(it.chain):
    def __init__(self, *a):
        self.extra = len(a)
m = MyChain('ab', 'c')
print(m.extra, list(m), type(m).__name__, isinstance(m, it.chain))
class MyIslice(it.islice):
    pass
print(list(MyIslice('abcdef', 1, 5, 2)))
class P(it.product):
    def __next__(self):
        return ''.join(super().__next__())
print(list(P('ab', 'xy')))
class Cnt(it.count):
    def __repr__(self):
        return 'Cnt!'
print(repr(Cnt()), next(Cnt(4)))
print(list(it.chain.from_iterable([[1], [2, 3]])), type(MyChain.from_iterable(['ab'])).__name__)
def bad():
    yield 1
    raise ValueError('boom')
for f in [lambda: list(it.chain(bad())), lambda: list(it.islice(bad(), 5)), lambda: list(it.zip_longest(bad(), 'abc')),
          lambda: list(it.groupby(bad())), lambda: list(it.tee(bad())[0]), lambda: list(it.pairwise(bad())),
          lambda: list(it.batched(bad(), 3)), lambda: list(it.accumulate(bad())), lambda: list(it.cycle(bad()))]:
    try:
        f()
    except ValueError as e:
        print('ValueError', e)
i = it.islice(bad(), 5)
try:
    list(i)
except ValueError:
    pass
print(list(i))
