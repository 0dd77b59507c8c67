# enumerate, zip, map, filter, reversed as objects: laziness, exhaustion, subclassing, errors
e = enumerate("abc", start=10)
print(type(e).__name__, iter(e) is e, next(e), list(e), list(e))
print(list(enumerate([], 5)), list(enumerate("xy", -2)), list(enumerate("ab", start=2**70))[:1])
for args, kw in [((), {}), ((1,), {}), (("a", "b"), {}), (("a",), {"start": "s"}),
                 (("a",), {"begin": 1}), (("a", 1, 2), {})]:
    try:
        enumerate(*args, **kw)
    except TypeError as e2:
        print("enumerate", type(e2).__name__, e2)
z = zip("ab", [1, 2, 3], (True, False))
print(type(z).__name__, next(z), list(z), list(zip()), list(zip("abc")))
print(list(zip("abc", "de", strict=False)), list(zip([], [], strict=True)))
for a, b in [("ab", "abc"), ("abc", "ab"), ("a", "")]:
    try:
        print(list(zip(a, b, strict=True)))
    except ValueError as ve:
        print(type(ve).__name__, ve)
try:
    list(zip("a", "ab", "abc", strict=True))
except ValueError as ve:
    print(type(ve).__name__, ve)
try:
    list(zip("ab", "ab", "a", strict=True))
except ValueError as ve:
    print(type(ve).__name__, ve)
for bad in [(1,), ("a", 2)]:
    try:
        zip(*bad)
    except TypeError as te:
        print("zip", type(te).__name__, te)
try:
    zip("a", foo=1)
except TypeError as te:
    print("zip", type(te).__name__, te)
calls = []
def trace(x):
    calls.append(x)
    return x * 2
m = map(trace, [1, 2, 3])
print(type(m).__name__, calls, next(m), calls, list(m), calls)
print(list(map(pow, [2, 3], [5, 2, 9])), list(map(lambda *a: a, "ab", "xyz", "12")))
for args in [(), (len,), (1, [1])]:
    try:
        print(list(map(*args)))
    except TypeError as te:
        print("map", type(te).__name__, te)
try:
    map(len, [1], strict=True)
    print("map strict accepted")
except TypeError as te:
    print("map", type(te).__name__, te)
try:
    print(list(map(len, [1], [2], strict=True)))
except (TypeError, ValueError) as te:
    print("map", type(te).__name__, te)
f = filter(None, [0, 1, "", "a", None, [], [0]])
print(type(f).__name__, list(f), list(filter(str.isdigit, "a1b22")), list(filter(lambda x: x > 1, range(4))))
for args in [(), (None,), (None, 1)]:
    try:
        filter(*args)
    except TypeError as te:
        print("filter", type(te).__name__, te)
r = reversed([1, 2, 3])
print(type(r).__name__, r.__length_hint__(), next(r), r.__length_hint__(), list(r), r.__length_hint__())
print(type(reversed("ab")).__name__, list(reversed(range(3))), type(reversed(range(3))).__name__, list(reversed((1, 2))))
class Seq:
    def __len__(self):
        return 3
    def __getitem__(self, i):
        return "abc"[i]
print(list(reversed(Seq())), type(reversed(Seq())).__name__)
for obj in (5, {1, 2}, iter([1]), {"a": 1}.keys()):
    try:
        print(list(reversed(obj)))
    except TypeError as te:
        print("reversed", type(te).__name__, te)
class NoRev:
    __reversed__ = None
    def __len__(self):
        return 1
    def __getitem__(self, i):
        return i
try:
    reversed(NoRev())
except TypeError as te:
    print("reversed", type(te).__name__, te)
class MyEnum(enumerate):
    pass
me = MyEnum("ab", 1)
print(type(me).__name__, list(me), isinstance(me, enumerate))
class MyZip(zip):
    def __next__(self):
        return ("wrapped",) + super().__next__()
print(list(MyZip("ab", "cd")))
it = iter([1, 2, 3, 4])
print(list(zip(it, it)), list(map(None.__eq__, [None, 1])), list(enumerate(reversed("xy"))))
list(zip("abc", [1, 2], strict=True))
