# lambda expressions: every parameter kind, defaults, closures, attributes, errors
add = lambda a, b=2: a + b
print(add(1), add(1, 5), add(b=3, a=4), add.__name__, add.__qualname__, add.__defaults__)
full = lambda p, /, q, *args, r, s=4, **kw: (p, q, args, r, s, kw)
print(full(1, 2, 3, r=5, t=6), full(1, q=2, r=3))
print(full.__code__.co_argcount, full.__code__.co_posonlyargcount, full.__code__.co_kwonlyargcount, full.__kwdefaults__)
noargs = lambda: "nothing"
star_only = lambda *, k: k
print(noargs(), star_only(k=1), (lambda *a: a)(), (lambda **k: k)())
print((lambda x: (lambda y: x + y))(10)(5))
adders = [lambda v, i=i: v + i for i in range(3)]
print([f(10) for f in adders])
late = [lambda: i for i in range(3)]
print([f() for f in late])
def make(n):
    return lambda x: x * n
print(make(3)(4), make(3).__closure__[0].cell_contents, make(3).__qualname__)
print(sorted(["bb", "a", "ccc"], key=lambda s: -len(s)))
print((lambda: (yield 1))().__class__.__name__, list((lambda: (yield from [1, 2]))()))
cond = lambda x: "pos" if x > 0 else "neg" if x < 0 else "zero"
print([cond(v) for v in (-1, 0, 1)])
print((lambda: [y for y in range(3)])(), (lambda x: {x: x})(1))
print((lambda *a, **k: (a, sorted(k)))(1, 2, z=1, y=2))
class K:
    f = lambda self: "method from lambda"
    g = staticmethod(lambda: "static lambda")
print(K().f(), K.g(), K.f.__qualname__)
print(repr(add).split(" at ")[0], type(add).__name__, add.__doc__, add.__module__)
print((lambda: None)() is None, callable(lambda: 0))
ann = lambda x: x
print(ann.__annotations__, noargs.__code__.co_varnames, full.__code__.co_varnames)
for args, kwargs in [((), {}), ((1, 2, 3), {}), ((1,), {"c": 3}), ((1,), {"a": 1})]:
    try:
        add(*args, **kwargs)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    full(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    full(p=1, q=2, r=3)
except TypeError as e:
    print(type(e).__name__, e)
for src in ["lambda x, x: 0", "lambda x=1, y: 0", "lambda: yield", "lambda *: 0",
            "lambda x: (x := 1)", "lambda (x): x", "lambda: return 1", "lambda **k, a: 0", "lambda x: *x"]:
    try:
        compile(src, "<lambda>", "eval")
        print("compiled", src)
    except SyntaxError as e:
        print(f"{src!r}: {e.msg}")
rec = lambda n: 1 if n <= 1 else n * rec(n - 1)
print(rec(10))
print((lambda a, b: a // b)(7, 2), list(map(lambda p: p[0] * p[1], [(1, 2), (3, 4)])))
compose = lambda f, g: lambda x: f(g(x))
print(compose(str, abs)(-5), compose(len, str)(12345))
immediate = (lambda: 1 / 0)
immediate()
