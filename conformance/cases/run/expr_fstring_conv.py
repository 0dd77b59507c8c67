# f-strings: conversions !s !r !a with and without format specs, nested specs, '=' debugging, errors
name = "caf\u00e9"
val = 3.14159
items = [1, "two"]
class Custom:
    def __format__(self, spec):
        return f"<{spec or 'empty'}>"
    def __repr__(self):
        return "Custom()"
    def __str__(self):
        return "custom str"
c = Custom()
print(f"{name!s}|{name!r}|{name!a}|{name}")
print(f"{name!s:>8}|{name!r:^10}|{name!a:<14}|{name:*^9}")
print(f"{val!s:.4}|{val!r:>12}|{val!a}|{val:.2f}|{val:{'>'}{10}.{3}}")
print(f"{c}|{c!s}|{c!r}|{c!a}|{c:spec}|{c!s:>12}|{c!r:_<9}")
print(f"{items!r:30}|{items!a}|{items!s:.5}")
width, prec = 12, 3
print(f"{val:{width}.{prec}}|{val:>{width}}|{'x':{'^'}{width}}|{42:{'0'}{width}}")
print(f"{name=}|{val=:.2f}|{items = }|{c=!s}|{c=:fmt}|{1 + 1=}")
print(f"{'nested {braces}'}|{{literal}}|{ {'a': 1}['a'] }|{'\n'.join('ab')!r}")
print(f"{3:+}|{-3:+}|{255:#x}|{255:#o}|{255:#b}|{1234567:,}|{1234567:_}|{0.5:%}")
print(f"{b'bytes'!r}|{b'bytes'}|{None!r:>6}|{True:5}|{True!s:5}")
print(f"{'\u00e9\u4e2d'!a}|{'\U0001f600'!a}|{chr(7)!r}|{'tab\t'!a}")
x = 5
print(f"{x if x > 3 else 0}|{(lambda: 'lam')()}|{[i for i in range(3)]}|{x:{'>' if x else '<'}4}")
print(f"{'multi'
       'line'}|{x
       + 1}")
print(f"{f'{x}' * 2}|{f'{f"{x}"}'}|{'quote"inside'}")
for expr in ['f"{1:xyz}"', 'f"{c!s:{5}}"', 'f"{name:d}"', 'f"{val:s}"', 'f"{items:>5}"',
             'f"{x:.{-1}}"', 'f"{object():x}"', 'f"{3.0:,d}"']:
    try:
        print(expr, eval(expr))
    except (ValueError, TypeError) as e:
        print(expr, "->", type(e).__name__, e)
for src in ['f"{x!z}"', 'f"{}"', 'f"{x!}"', 'f"{x=!}"', 'f"{!r}"', 'f"{x:{y:{z}}}"', 'f"{"', 'f"}"', 'f"{x!r=}"']:
    try:
        compile(src, "<fstr>", "eval")
        print("compiled", src)
    except SyntaxError as e:
        print(src, "->", e.msg)
class BadFormat:
    def __format__(self, spec):
        return 42
try:
    f"{BadFormat()}"
except TypeError as e:
    print(type(e).__name__, e)
class BadRepr:
    def __repr__(self):
        raise RuntimeError("repr failed")
try:
    f"{BadRepr()!r}"
except RuntimeError as e:
    print(type(e).__name__, e)
print(f"{BadRepr.__name__!r:>10}")
print(f"{x:{BadFormat.__name__[0]}>8}")
f"{val:{'invalid spec'}}"
