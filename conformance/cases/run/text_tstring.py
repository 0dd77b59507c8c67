# PEP 750 template strings: string.templatelib Template / Interpolation, BUILD_TEMPLATE / BUILD_INTERPOLATION
from string.templatelib import Template, Interpolation, convert
name = "World"
t = t"Hello {name!r:>10} and {1+1=}"
print(type(t), t)
print(t.strings, t.interpolations, t.values)
print(list(t))
i = t.interpolations[0]
print(i, i.value, i.expression, i.conversion, i.format_spec, Interpolation.__match_args__, type(i).__module__, type(i).__qualname__)
print(t + t"!", repr(Template("a", Interpolation(1, "x"), "b", "c")), Template(), Template("x"), Template(Interpolation(1)))
print(t"" , t"{name}{name}".strings, list(t"{name}{name}"), list(t""))
print(convert(1, None), convert("a", "r"), convert("é", "a"), convert(2, "s"))
for call in [lambda: t + "x", lambda: "x" + t, lambda: Template(1), lambda: Template(x=1), lambda: Interpolation(1, 2), lambda: Interpolation(1, "e", "x"),
             lambda: convert(1, "x"), lambda: Template.__new__(Template, b"x"), lambda: Interpolation(), lambda: t.strings.__setitem__(0, 1)]:
    try:
        print(repr(call()))
    except Exception as e:
        print(type(e).__name__, e)
x = 5
print(t"{x:{'>'}{x}}".interpolations[0].format_spec, t"{x!s:^{x}}", t"{{literal}} {x}".strings)
match t:
    case Template(strings=(s0, *rest)):
        print("matched", s0, rest)
match i:
    case Interpolation(value, expr, conv, spec):
        print(value, expr, conv, spec)
print(isinstance(t, Template), type(t) is Template, Template.__name__, Template.__module__, t == t, t"a" == t"a")
try:
    class Sub(Template):
        pass
except TypeError as e:
    print(type(e).__name__, e)
