# SyntaxWarnings for numeric literals directly followed by a keyword
# (Parser/lexer/lexer.c verify_end_of_number): "invalid decimal literal" and friends.
x = 1
y = 0
a = 1if x else 2
b = 0x1Fif x else 0
c = 0o17or y
d = 0b101and x
e = 1.5if x else 2.5
f = 1e3if x else 0
g = 1jif x else 0
h = 1_000if x else 0
i = [n for n in range(3)if n]
j = [0x1for n in range(2)]
k = 1in [1, 2]
m = 3not in [1, 2]
n = 2or 3
o = 0and 1
p = 1if 0else 2
print(a, b, c, d, e, f, g, h, i, j, k, m, n, o, p)


def f1(v):
    return 1if v else 0


print(f1(True), f1(False))
# no warnings: a space, or an operator, after the number
q = 1 if x else 2
r = (1)if x else 2
s = 1+2if x else 3
print(q, r, s)
t = [1for _ in range(2)]
print(t)
try:
    print(1if None else 2, 0x10if 1 else 0)
except Exception as exc:
    print(type(exc).__name__, exc)
