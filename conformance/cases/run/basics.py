# arithmetic, strings, containers, control flow
x = 1 + 2 * 3
print(x, x // 2, x % 4, -x, x ** 2, 7 / 2, 2 ** 100)
print(10 - 3, 1 << 70, (1 << 70) >> 69, ~5, 5 & 3, 5 | 3, 5 ^ 3)
print(0.1 + 0.2, 1e16, 1.5e-7, 3.0, -0.0, 1/3, float('inf'))
s = "hello"
print(s, s.upper(), s[1:3], s[::-1], len(s), s + " world", s * 2)
print(repr(s), repr("it's"), repr('say "hi"'), str(42))
l = [3, 1, 2]
l.append(5)
l.sort()
print(l, l[0], l[-1], l[1:], len(l), 2 in l, 9 in l)
t = (1, "a", None, True)
print(t, t[1], len(t), (1,), ())
d = {"a": 1, "b": 2}
d["c"] = 3
del d["a"]
print(d, d.get("b"), d.get("z", 0), list(d.keys()), list(d.values()), list(d.items()))
for i in range(3):
    if i == 1:
        continue
    print("i =", i)
n = 0
while True:
    n += 1
    if n > 4:
        break
print("n", n)
print(sum([1, 2, 3]), min(4, 2, 8), max([1, 9, 3]), sorted([3, 1, 2], reverse=True), abs(-4))
print(list(enumerate("ab")), list(zip([1, 2], "xy")), list(map(str, [1, 2])), list(filter(None, [0, 1, 2])))
print(isinstance(1, int), isinstance(True, int), type(1.5), type("s").__name__)
print([i * i for i in range(5) if i % 2 == 0], {k: k * 2 for k in "ab"}, {1, 2, 3})
print(f"{x} {x:>5} {3.14159:.2f} {'s'!r} {x=}")
print("%d items at %.1f%% %s" % (3, 12.5, "ok"))
print(int("42") + 1, float("1.5"), str(1.0), bool(0), bool([1]))
print(divmod(17, 5), round(2.5), round(3.14159, 2), hex(255), bin(5), oct(8))
print(chr(65), ord("a"), "a,b,c".split(","), "-".join(["x", "y"]), "  pad ".strip())
