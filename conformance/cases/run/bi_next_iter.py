# next() with default, iter() over protocols, StopIteration values, errors
it = iter([1, 2])
print(next(it), next(it), next(it, 'default'), next(it, None))
def g():
    yield 1
    return 'retval'
gi = g()
print(next(gi))
try:
    next(gi)
except StopIteration as e:
    print('StopIteration', e.value, e.args)
print(next(gi, 'after'))
class It:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n > 2:
            raise StopIteration('custom')
        return self.n
print(list(It()), next(It()), next(iter(It())))
i = It()
next(i); next(i)
print(next(i, 'dflt'))
class BadIter:
    def __iter__(self):
        return 5
class NoNext:
    def __iter__(self):
        return self
for bad in [lambda: next([1]), lambda: next(5), lambda: next(), lambda: next(iter([]), 1, 2), lambda: iter(BadIter()),
            lambda: iter(NoNext()), lambda: next(iter([])), lambda: list(BadIter()), lambda: iter(None),
            lambda: next('abc'), lambda: [*5]]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
class GetItem:
    def __getitem__(self, i):
        if i < 3:
            return i * i
        raise IndexError
print(list(GetItem()), list(iter(GetItem())), 4 in GetItem(), type(iter(GetItem())).__name__)
for it2 in (iter('ab'), iter({1: 2}), iter({1}), iter(()), iter(range(1)), iter({}.values()), iter({}.items())):
    print(type(it2).__name__, next(it2, '-'))
class NotIterable:
    pass
try:
    for _ in NotIterable():
        pass
except TypeError as e:
    print(e)
try:
    a, b = NotIterable()
except TypeError as e:
    print(e)
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print(e)
try:
    a, b, c = [1]
except ValueError as e:
    print(e)
try:
    a, *b, c = [1]
except ValueError as e:
    print(e)
e = iter([])
print(next(e, StopIteration), iter(e) is e)
next(iter(()))
