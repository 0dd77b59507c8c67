# comprehensions (PEP 709 inlined): scoping, walrus, nested, class bodies, errors
x = "outer"
print([x for x in range(3)], x)
print({k: v for k, v in zip("ab", range(2))}, {c for c in "aab"})
print(list(y * 2 for y in range(3)))
print([(i, j) for i in range(3) for j in range(i) if j % 2 == 0])
print([[c for c in row] for row in ["ab", "cd"]])
total = 0
print([total := total + n for n in range(5)], total)
print([last := w for w in "xyz"], last)
def f():
    return [lambda: i for i in range(2)]
print([g() for g in f()])
class C:
    vals = [1, 2]
    doubled = [v * 2 for v in vals]
    try:
        broken = [vals for _ in range(1)]
    except NameError as e:
        err = str(e)
print(C.doubled, C.err)
def uses_local():
    k = 10
    return [k + i for i in range(2)]
print(uses_local())
try:
    [undefined_n for _ in range(1)]
except NameError as e:
    print(e)
try:
    [1 / i for i in range(-1, 2)]
except ZeroDivisionError as e:
    print("zde", e)
def gen_scope():
    g = (a for a in range(3))
    a = "unaffected"
    return list(g), a
print(gen_scope())
print([i for i in range(10) if i % 2 if i > 3])
print(sum(i * i for i in range(4)), max((len(s), s) for s in ["a", "bbb", "cc"]))
m = [[0] * 2 for _ in range(2)]
m[0][0] = 1
print(m)
def nested_walrus():
    [(y := i) for i in range(3)]
    return y
print(nested_walrus())
print({**{i: i for i in range(2)}, "x": [j for j in "ab"]})
try:
    print([v for v in 5])
except TypeError as e:
    print(e)
e = [n for n in range(3)]
print(e, "n" in dir())
print([a + b for a, b in [(1, 2), (3, 4)]])
try:
    [a for a, b in [(1, 2, 3)]]
except ValueError as e:
    print(e)
