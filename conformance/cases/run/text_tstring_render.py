# rendering templates by hand: iteration, convert(), format specs, nested templates, uncaught error at the end
from string.templatelib import Template, Interpolation, convert

def render(t: Template) -> str:
    out = []
    for part in t:
        if isinstance(part, str):
            out.append(part)
        else:
            value = convert(part.value, part.conversion)
            out.append(format(value, part.format_spec))
    return "".join(out)

def html(t):
    parts = []
    for item in t:
        match item:
            case str() as s:
                parts.append(s)
            case Interpolation(value, _, conv, spec):
                text = format(convert(value, conv), spec)
                parts.append(text.replace("<", "&lt;").replace(">", "&gt;"))
    return "".join(parts)

user = "<b>Ann</b>"
n = 3.14159
items = ["x", "y"]
print(render(t"Hi {user}! pi={n:.2f} {items!r} {n:>8.3} {len(items)=}"))
print(html(t"<p>{user}</p> {n!s:*^10}"))
width = 6
print(render(t"[{user:>{width}}] [{n:{'<'}{width}.1f}]"), render(t"{'nested' + t'{1}'.strings[0]}"))
inner = t"inner {1 + 1}"
outer = t"outer {inner}"
print(outer.values[0].values, render(outer)[:14], [type(p).__name__ for p in outer])
print(render(Template("a", Interpolation(42, "x", None, "04d"), "b")), render(Template(Interpolation("q", "q", "r"))))
parts = t"{1}{2}{3}".interpolations
print([p.value for p in parts], [p.expression for p in parts], t"{1}{2}{3}".strings)
lam = t"{(lambda: 7)()} {[i * 2 for i in range(3)]} {'dict'}"
print(lam.values[1:], lam.interpolations[0].expression, render(lam))
print(t"{n=:.1f}".strings, t"{n = }".strings, t"{n=!s}".interpolations[0].conversion, t"{n=}".interpolations[0].conversion)
print(render(t"{user!a} {'é'!a}"))
render(t"{n:d}")
