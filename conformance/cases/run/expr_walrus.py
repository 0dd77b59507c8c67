# assignment expressions: scopes, comprehensions, conditions, evaluation order, syntax errors
if (n := len("hello")) > 3:
    print("long", n)
while (chunk := [1, 2, 3][:0]) :
    pass
print(chunk)
data = [1, 5, 2, 8]
print([y for x in data if (y := x * 2) > 4], y)
print(total := 0, [total := total + x for x in data], total)
def in_function():
    [last := v for v in "abc"]
    return last
print(in_function())
def comp_binds_enclosing():
    found = None
    any((found := v) > 2 for v in [1, 3, 5])
    return found
print(comp_binds_enclosing())
class C:
    items = [1, 2]
    z = (w := 10)
print(C.z, C.w)
print((a := 1, b := 2), a, b)
print(f"{(q := 7)} {q * 2}")
values = {"k": (kv := 3)}
print(values, kv)
def default_arg(p=(dv := "default")):
    return p
print(default_arg(), dv)
lam = lambda: (inner := 5) + inner
print(lam())
print([(i, j) for i in range(3) if (j := i * i) % 2 == 0])
def nested():
    res = [[(last_inner := x * y) for y in range(2)] for x in range(3)]
    return res, last_inner
print(nested())
counts = {}
for word in ["a", "b", "a"]:
    if (c := counts.get(word)) is None:
        counts[word] = 1
    else:
        counts[word] = c + 1
print(counts)
order = []
def t(v):
    order.append(v)
    return v
print((r1 := t(1)) + (r2 := t(2)), order, r1, r2)
print(x if (x := 0) else "falsy", x)
gen = (g := i for i in range(2))
print(list(gen), g)
for src in ["(x.y := 1)", "(x[0] := 1)", "[i := 0 for i in range(2)]", "((a, b) := (1, 2))",
            "[j for j in range(2) if (j := 1)]", "class A:\n    [(k := 1) for v in range(1)]",
            "def f(x := 1): pass", "(lambda: (y := 1))", "[x for x in (y := [1])]", "a := 1",
            "def f():\n    [(f := 1) for f in range(1)]"]:
    try:
        compile(src, "<walrus>", "exec")
        print("compiled:", src)
    except SyntaxError as e:
        print(f"{src!r}: {e.msg}")
def unbound_use():
    print(never := None)
    return [never for _ in range(1)]
print(unbound_use())
try:
    print((bad := 1 / 0))
except ZeroDivisionError:
    print("bad" in globals())
print((big := 10 ** 20) // 10 ** 19, big)
if any((hit := v) < 0 for v in [3, -1, 4]):
    print("negative", hit)
print(undefined_after if (undefined_after := None) else "cond false")
print([m := m + 1 if "m" in dir() else 0 for _ in range(1)])
