# annotated assignment: names, attributes, subscripts, with and without values; lazy annotations
x: int = 5
y: "forward ref"
z: list[int] = [1]
print(x, z, "y" in globals())
print(__annotations__ if "__annotations__" in globals() else "lazy module annotations")
class Point:
    a: int
    b: float = 2.5
    c: "Point"
    def __init__(self):
        self.d: int = 4
        self.e: str
print(Point.b, hasattr(Point, "a"), Point.__annotations__, Point().d)
print(hasattr(Point(), "e"))
class Holder:
    pass
h = Holder()
h.attr: int = 10
h.no_value: int
print(vars(h))
d = {}
d["key"]: str = "value"
d["other"]: int
print(d)
lst = [0, 0]
lst[0]: int = 1
print(lst)
evaluated = []
def note(v):
    evaluated.append(v)
    return v
def func():
    local: note("local annotation") = 1
    other: note("no value")
    return local
print(func(), evaluated)
class Lazy:
    first: note("class annotation") = 1
print(evaluated)
print(Lazy.__annotations__, evaluated)
try:
    class Bad:
        attr: undefined_name = 1
    print(Bad.attr)
    Bad.__annotations__
except NameError as e:
    print(type(e).__name__, e)
def annotated(a: int, b: "str" = "s", *args: float, c: bool = True, **kw: dict) -> None:
    pass
print(annotated.__annotations__)
def no_ann(a, b):
    pass
print(no_ann.__annotations__)
(paren): int = 3
print(paren)
for src in ["(a, b): int = 1, 2", "[a]: int", "a, b: int", "f(): int", "x: int = yield", "*a: int"]:
    try:
        compile(src, "<ann>", "exec")
        print("compiled", src)
    except SyntaxError as e:
        print(type(e).__name__, e.msg)
try:
    class WithDunder:
        x: int
        __annotations__["y"] = str
except NameError as e:
    print(type(e).__name__, e)
def gen_ann():
    value: int = yield 1
    yield value
g = gen_ann()
print(next(g), g.send(99))
class Sub(Point):
    f: bytes
print(Sub.__annotations__, "a" in Sub.__annotations__)
counter: int = 0
counter: int = counter + 1
print(counter)
class ErrorInValue:
    v: int = 1 / 0
