# walrus in conditions and comprehensions, conditional expressions, chained comparisons
data = [3, 8, 1, 9, 4]
if (n := len(data)) > 3:
    print("long", n)
while (item := data.pop()) != 1:
    print("popped", item)
print(data)
print([y for x in range(6) if (y := x * x) % 2 == 0])
print(any((hit := v) > 5 for v in [1, 7, 2]), hit)
def f(v):
    return "big" if v > 10 else "mid" if v > 5 else "small"
print([f(v) for v in (1, 7, 20)])
a, b, c = 1, 5, 3
print(a < b > c, a < b < c, a == 1 != b, not a < b, (a < b) < c)
print(1 if [] else 2 if {} else 3 if "x" else 4)
x = 0
print((x := x + 1), (x := x + 1), x)
print([(i, j) for i in range(3) if (j := i * 10)])
def g():
    if (m := {"k": 1}.get("k")) is not None:
        return m + 1
print(g())
z = [1, 2, 3]
print(z[(k := 1)], k, z[-(k + 1)])
print((lambda: (w := 5) * 2)())
