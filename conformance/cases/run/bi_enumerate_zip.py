# enumerate and zip: starts, keyword args, strict mode errors, reprs
print(list(enumerate('abc')), list(enumerate('ab', 5)), list(enumerate('ab', start=-2)), list(enumerate([], 3)))
print(list(enumerate('xy', 10 ** 20)))
e = enumerate([10, 20])
print(next(e), next(e), next(e, 'done'), type(e).__name__)
for bad in [lambda: enumerate(), lambda: enumerate(5), lambda: enumerate('a', 'b'), lambda: enumerate('a', 1, 2),
            lambda: enumerate(iterable='ab', begin=1), lambda: zip(5), lambda: zip([1], 5), lambda: zip(strict=1, x=2)]:
    try:
        print(list(bad()))
    except Exception as e:
        print(type(e).__name__, e)
print(list(enumerate(iterable='ab', start=1)))
print(list(zip('abc', range(5))), list(zip()), list(zip('a')), list(zip('ab', 'cd', 'ef')))
print(list(zip([1, 2], [3, 4], strict=True)))
for args in [([1, 2], [3]), ([1], [2, 3]), ([1, 2], [3, 4], [5]), ([1, 2], [3, 4], [5, 6, 7]), ([1], [2], [3], []), ([], [1])]:
    try:
        print(list(zip(*args, strict=True)))
    except ValueError as e:
        print(e)
z = zip([1, 2, 3], 'ab', strict=True)
print(next(z), next(z))
try:
    next(z)
except ValueError as e:
    print(e)
print(list(zip([1, 2, 3], 'ab', strict=False)))
def gen():
    yield 1
    yield 2
    print('gen exhausted')
print(list(zip(gen(), 'abc')))
print(list(zip('abc', gen())))
print(dict(zip('abc', range(3))), list(map(list, zip(*[(1, 2), (3, 4)]))))
it = iter(range(10))
print(list(zip(it, it)))
print(type(zip()).__name__, type(iter(zip())).__name__)
for i, (a, b) in enumerate(zip('pq', 'rs'), 1):
    print(i, a, b)
list(zip('ab', 'abc', 'a', strict=True))
