import itertools as it
import operator

print(list(it.accumulate([1, 2, 3, 4, 5])), list(it.accumulate([3, 1, 4, 1, 5], max)))
print(list(it.accumulate([1, 2, 3], operator.mul, initial=10)))
print(list(it.chain("ab", [1, 2], (3,))), list(it.chain.from_iterable(["xy", "z"])))
print(list(it.combinations("abcd", 2)))
print(list(it.combinations_with_replacement([1, 2, 3], 2)))
print(list(it.permutations("abc", 2)), len(list(it.permutations(range(5)))))
print(list(it.product("ab", repeat=2)), list(it.product([1, 2], "xy")))
print(list(it.islice(it.count(10, 5), 4)), list(it.islice("abcdefg", 1, None, 2)))
print(list(it.islice(it.cycle("abc"), 7)), list(it.repeat("z", 3)))
print(list(it.compress("abcdef", [1, 0, 1, 0, 1, 1])))
print(list(it.dropwhile(lambda x: x < 3, [1, 2, 3, 4, 1])), list(it.takewhile(lambda x: x < 3, [1, 2, 3, 1])))
print(list(it.filterfalse(lambda x: x % 2, range(10))))
print(list(it.starmap(pow, [(2, 5), (3, 2), (10, 3)])))
print(list(it.zip_longest("abc", [1], fillvalue="-")))
print(list(it.pairwise("abcde")), list(it.batched(range(10), 3)))
try:
    list(it.batched("abcde", 2, strict=True))
except ValueError as e:
    print(type(e).__name__, e)

records = [("fruit", "apple"), ("fruit", "pear"), ("veg", "leek"), ("fruit", "fig"), ("veg", "kale")]
for key, grp in it.groupby(sorted(records), key=operator.itemgetter(0)):
    print(key, [name for _, name in grp])
print([(k, len(list(g))) for k, g in it.groupby("aaabccdddd")])

a, b = it.tee(iter([1, 2, 3]))
print(list(a), list(b))

def sliding_window(iterable, n):
    window = []
    for x in iterable:
        window.append(x)
        if len(window) > n:
            window.pop(0)
        if len(window) == n:
            yield tuple(window)
print(list(sliding_window(range(6), 3)))

def roundrobin(*iterables):
    iterators = map(iter, iterables)
    for num_active in range(len(iterables), 0, -1):
        iterators = it.cycle(it.islice(iterators, num_active))
        yield from map(next, iterators)
try:
    print(list(roundrobin("ABC", "D", "EF")))
except StopIteration:
    pass

def powerset(xs):
    s = list(xs)
    return it.chain.from_iterable(it.combinations(s, r) for r in range(len(s) + 1))
print(list(powerset([1, 2, 3])))
try:
    it.islice("abc", -1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    list(it.permutations("ab", -1))
except ValueError as e:
    print(type(e).__name__, e)
