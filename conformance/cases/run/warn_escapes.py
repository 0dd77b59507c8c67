# SyntaxWarnings for invalid escape sequences: the first one of each literal token,
# in str, bytes and f-string literals; raw strings never warn.
a = "\d"
b = "\d\w\s"            # one warning: only the first invalid escape of a literal
c = "\d" "\w"           # two literals, two warnings
d = b"\q"
e = b"\d\e"
f = "\400"              # octal escape above 0o377
g = b"\777"
h = "ok\n\t\\" r"\d"    # no warning
i = rb"\d" + br"\q"     # no warning
j = "\z" + "\%"
x = 5
k = f"\d{x}"
m = f"{x}\d"
n = f"{x:\>5}"
o = "\N{BULLET}\y"
p = """
multi \d line
"""
q = '\8\9'
q2 = "a\
\d"                     # continuation line: the warning names the escape's line
r = "\u00e9\p"


def show(*vals):
    for v in vals:
        print(repr(v), len(v))


show(a, b, c, d, e, f, g, h, i, j, k, m, n, o, p, q, q2, r)


def inner():
    return "\c", b"\c"


print(inner())


class C:
    s = "\["
    t = ["\]", "\("]


print(C.s, C.t)
lam = lambda: "\)"
print(lam())
print([s for s in ("\-", "\+")])
print({"\.": "\,"})
print("end")
