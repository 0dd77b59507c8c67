# PEP 649 deferred annotations: __annotations__ / __annotate__ on functions, classes, modules
def f(a: int, b: "str" = "x", *args: float, c: Undefined = 1, **kw: bytes) -> list:
    pass
print(f.__annotate__ is not None, callable(f.__annotate__))
try:
    f.__annotations__
except NameError as e:
    print("deferred:", e)
Undefined = "now defined"
print(f.__annotations__)
print(f.__annotate__(1))
try:
    f.__annotate__(2)
except NotImplementedError as e:
    print("format 2:", type(e).__name__)
def g(x): pass
print(g.__annotations__, g.__annotate__)
g.__annotations__ = {"x": int}
print(g.__annotations__)
class C:
    a: int
    b: "C" = None
    c = 3
print(C.__annotations__, C.c, "a" in C.__dict__)
print(C.__annotate__(1))
class D(C):
    d: float
print(D.__annotations__)
class E:
    pass
print(E.__annotations__)
x: int = 5
y: "list[str]"
print(__annotations__ if "__annotations__" in dir() else "module annotate")
def side():
    print("evaluated!")
    return int
def h(p: side()): pass
print("before access")
print(h.__annotations__)
print(h.__annotations__)
class Lazy:
    attr: side()
print("class defined")
print(Lazy.__annotations__)
def local_annotations():
    v: int = 1
    return v
print(local_annotations())
try:
    f.__annotate__ = 5
except TypeError as e:
    print(e)
f.__annotate__ = None
print(f.__annotations__)
