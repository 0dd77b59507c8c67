# for/while else, try/finally with return/break/continue, chained comparisons, walrus, ternary, assert, del
def find(xs, target):
    for i, x in enumerate(xs):
        if x == target:
            break
    else:
        return -1
    return i
print(find([1, 2, 3], 2), find([1, 2, 3], 9))
n = 0
while n < 3:
    n += 1
else:
    print("while else", n)
def f():
    try:
        return "try"
    finally:
        print("finally runs")
print(f())
def g():
    for i in range(5):
        try:
            if i == 1:
                continue
            if i == 3:
                break
            print("body", i)
        finally:
            print("fin", i)
    return i
print(g())
def h():
    try:
        1 / 0
    except ZeroDivisionError:
        return "handled"
    finally:
        print("cleanup h")
print(h())
x = 5
print(1 < x < 10, 1 < x > 10, x == 5 != 6, not x, x if x > 3 else -x)
if (y := x * 2) > 8:
    print("walrus", y)
data = [1, 2, 3, 4, 5, 6]
print([v for v in data if (r := v % 3) == 0], r)
try:
    assert x > 10, "x too small"
except AssertionError as e:
    print("assert:", e)
try:
    assert False
except AssertionError as e:
    print("bare assert", repr(e))
a = [1, 2, 3]
del a[1]
b = {"k": 1, "j": 2}
del b["k"]
print(a, b)
z = 1
del z
try:
    print(z)
except NameError as e:
    print(e)
def unbound():
    print(w)
    w = 1
try:
    unbound()
except UnboundLocalError as e:
    print(e)
print(0 or "x", 1 and 2, None or [] or "last", not [], [] and 1)
i = 0
total = 0
while True:
    i += 1
    if i % 2:
        continue
    total += i
    if i > 10:
        break
print(total)
for a, (b, c) in [(1, (2, 3)), (4, (5, 6))]:
    print(a + b + c, end=" ")
print()
print(*[1, 2, 3], sep="-", end="!\n")
match_val = (1, 2)
k = 10
k -= 3; k *= 2; k //= 3; k **= 2; k %= 7; k <<= 2; k |= 1; k ^= 3; k &= 0xff; k >>= 1
print(k)
