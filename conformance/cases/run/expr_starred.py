# starred expressions: unpacking in calls, displays, assignments, returns, subscripts; errors
def f(*a, **k):
    return a, k
print(f(*[1, 2], *(3,), 4, *"ab"))
print(f(**{"x": 1}, y=2, **{"z": 3}))
print(f(*range(2), **dict(a=1)), f(*(), **{}))
print([*"abc", *[1], 0], (*range(3),), {*"aab", *()} == {"a", "b"}, {**{"a": 1}, "b": 2, **{"a": 3}})
first, *middle, last = range(6)
print(first, middle, last)
*head, tail = "xyz"
print(head, tail)
a, *b = [1]
print(a, b)
[x, *y], z = "ab", 3
print(x, y, z)
(*everything,) = {1: "a"}
print(everything)
def ret():
    rest = [2, 3]
    return 1, *rest
print(ret())
def gen():
    yield 0, *[1, 2]
print(next(gen()))
class Grid:
    def __getitem__(self, k):
        return k
g = Grid()
idx = (1, 2)
print(g[*idx], g[0, *idx], g[*idx, 5:6])
for p, *q in [(1, 2, 3), (4,)]:
    print(p, q)
print([*map(str, range(3))], [*{"k": 1}], [*{"k": 1}.items()])
print(*[1, 2], sep="-")
print(*"", "only sep" , sep="|")
for bad in [(lambda: f(*1)), (lambda: f(**[1])), (lambda: f(**{1: 2})), (lambda: [*None]),
            (lambda: {**[]}), (lambda: f(**{"a": 1}, **{"a": 2})), (lambda: f(a=1, **{"a": 2}))]:
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, e)
for src in ["*a = 1", "a, *b, *c = 1, 2", "print(*a for a in b)", "[*a for a in b]", "*a",
            "f(**a, *b)", "del *a, b", "{**a for a in b}", "x = *a", "(*a) = 1", "a, *b = *c"]:
    try:
        compile(src, "<star>", "exec")
        print("compiled:", src)
    except SyntaxError as e:
        print(f"{src!r}: {e.msg}")
for value in [[1], [1, 2, 3], (), "abcd"]:
    try:
        one, two, *more = value
        print(one, two, more)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    a, b, c = [1, 2, 3, 4]
except ValueError as e:
    print(type(e).__name__, e)
try:
    a, b = 1
except TypeError as e:
    print(type(e).__name__, e)
class Iter:
    def __iter__(self):
        return iter([10, 20, 30])
s, *t = Iter()
print(s, t, [*Iter()], f(*Iter()))
def kwonly(*, a, b):
    return a, b
print(kwonly(**{"a": 1, "b": 2}))
big = [*range(100)]
print(len(big), big[-1], max(*big))
a, *b, c = range(1)
