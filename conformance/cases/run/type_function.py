# function objects: attributes, their setters' type checks, and calling errors
def outer(a, b=2, /, c=3, *args, d, e=5, **kw) -> int:
    "outer's doc"
    x = 10
    def inner(y: str = "y"):
        return x, y
    return inner

print(outer.__name__, outer.__qualname__, outer.__module__, outer.__doc__)
print(outer.__defaults__, outer.__kwdefaults__)
inner = outer(1, d=4)
print(inner.__name__, inner.__qualname__, inner.__defaults__, inner.__kwdefaults__)
print(inner.__closure__[0].cell_contents, outer.__closure__)
print(outer.__globals__ is globals(), type(outer).__name__, callable(outer))
print(outer.__annotations__, inner.__annotations__)
print(sorted(outer.__dict__), outer.__code__.co_name)
print(outer.__type_params__, outer.__builtins__ is __builtins__.__dict__ if hasattr(__builtins__, "__dict__") else True)

def f(p, q=1, *, r=2):
    return p, q, r
f.__defaults__ = (100,)
f.__kwdefaults__ = {"r": 200}
print(f(0), f.__defaults__, f.__kwdefaults__)
f.__defaults__ = None
f.__kwdefaults__ = None
try:
    f(0)
except TypeError as e:
    print(type(e).__name__, e)
print(f(0, 1, r=2))
f.__name__ = "renamed"
f.__qualname__ = "Some.renamed"
f.__doc__ = 42
f.attr = [1]
print(f.__name__, f.__qualname__, f.__doc__, f.attr, f.__dict__)
print(repr(f).split(" at ")[0])
for attr, value in [("__name__", 3), ("__qualname__", None), ("__defaults__", [1]),
                    ("__kwdefaults__", (1,)), ("__code__", None), ("__dict__", []),
                    ("__closure__", ()), ("__globals__", {}), ("__annotations__", 5),
                    ("__type_params__", [1])]:
    try:
        setattr(f, attr, value)
        print("set", attr)
    except (TypeError, AttributeError) as e:
        print(attr, type(e).__name__, e)
for attr in ["__name__", "__defaults__", "__doc__", "__annotations__", "__dict__", "__code__"]:
    try:
        delattr(f, attr)
        print("deleted", attr, getattr(f, attr, "<gone>"))
    except (TypeError, AttributeError) as e:
        print(attr, type(e).__name__, e)

def g(a, b):
    return a - b
def h(a):
    return -a
g.__code__ = h.__code__
print(g(5))
try:
    g(5, 6)
except TypeError as e:
    print(e)
def needs_cell():
    v = 1
    def use():
        return v
    return use
try:
    h.__code__ = needs_cell().__code__
except ValueError as e:
    print(type(e).__name__, e)

def calls(a, b, /, c, *, d):
    return a, b, c, d
for args, kw in [((1,), {}), ((1, 2, 3), {}), ((1, 2, 3, 4), {"d": 4}),
                 ((1, 2), {"c": 3, "d": 4, "e": 5}), ((1, 2), {"a": 1, "c": 3, "d": 4}),
                 ((1, 2, 3), {"c": 3, "d": 4}), ((), {"a": 1, "b": 2, "c": 3, "d": 4})]:
    try:
        print(calls(*args, **kw))
    except TypeError as e:
        print(type(e).__name__, e)
print(calls(1, 2, c=3, d=4), calls(1, 2, 3, d=4))
anon = lambda *a, **k: (a, k)
print(anon.__name__, anon.__qualname__, anon(1, x=2))
print(outer.__code__ is not inner.__code__, inner.__code__.co_freevars)
f()
