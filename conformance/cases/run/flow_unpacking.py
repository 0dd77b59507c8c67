# unpacking assignment errors and star targets, chained comparison, conditional, assert
a, b, c = 1, 2, 3
print(a, b, c)
for target in ([1, 2], [1, 2, 3, 4], "ab", range(5), iter([1])):
    try:
        a, b, c = target
        print("ok", a, b, c)
    except ValueError as e:
        print(e)
for seq in ([1], [1, 2], [1, 2, 3, 4, 5], ()):
    try:
        a, *m, b = seq
        print(a, m, b)
    except ValueError as e:
        print(e)
try:
    a, b = 5
except TypeError as e:
    print(e)
try:
    a, *b = None
except TypeError as e:
    print(e)
def gen():
    yield 1
    yield 2
    yield 3
try:
    x, y = gen()
except ValueError as e:
    print(e)
try:
    (x, y), z = [1, 2], 3
    print(x, y, z)
    (x, y), z = [1], 3
except ValueError as e:
    print(e)
first, *rest = "hello"
print(first, rest)
*init, last = range(4)
print(init, last)
[p, [q, *r]] = [1, [2, 3, 4]]
print(p, q, r)
d = {}
d["a"], d["b"] = 1, 2
print(d)
class O: pass
o = O()
o.x, o.y = "xy"
print(o.x, o.y)
n = 5
print(1 < n < 10, 1 < n > 10, 1 < 2 < 3 < 4 > 2, "a" < "b" <= "b" != "c")
def noisy(v):
    print("eval", v)
    return v
print(noisy(1) < noisy(2) < noisy(0) < noisy(5))
print("yes" if n > 3 else "no", "yes" if n > 30 else "no")
try:
    1 < "a"
except TypeError as e:
    print(e)
try:
    assert n > 10, f"n too small: {n}"
except AssertionError as e:
    print(repr(e), e.args)
try:
    assert n > 10
except AssertionError as e:
    print(repr(e), e.args)
assert n, "fine"
x, *y = 1, 2
print(x, y)
t = 1,
print(t)
a = b = c = [0]
a.append(1)
print(b, c)
i, l = 0, [0, 0]
i, l[i] = 1, 9
print(i, l)
a, b = 1, 2, 3
