# type() with 1 and 3 arguments
print(type(1).__name__, type("s") is str, type(type) is type, type(object) is type)
Point = type("Point", (), {"x": 1, "show": lambda self: f"Point x={self.x}"})
p = Point()
print(p.show(), Point.__name__, Point.__qualname__, Point.__module__, Point.__bases__)
Sub = type("Sub", (Point,), {"__doc__": "a sub"})
print(Sub().show(), Sub.__doc__, Sub.__mro__[1].__name__)
for args in [(), (1, 2), ("N", ()), ("N", (), {}, 4)]:
    try:
        type(*args)
    except TypeError as e:
        print(len(args), type(e).__name__, e)
for bad in [(1, (), {}), ("N", [], {}), ("N", (), []), ("N", (1,), {}), ("N", (int, str), {})]:
    try:
        type(*bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    type("N", (bool,), {})
except TypeError as e:
    print(type(e).__name__, e)
try:
    type(object=1)
except TypeError as e:
    print(type(e).__name__, e)
T = type("T", (), {"__qualname__": "Outer.T", "__module__": "mymod"})
print(T.__qualname__, T.__module__, repr(T))
try:
    type("Q", (), {"__qualname__": 5})
except TypeError as e:
    print(type(e).__name__, e)
print(type.__call__(int, "5"), type.__new__(type, "M", (), {}).__name__)
class MyType(type): pass
M = MyType("M", (), {})
print(type(M).__name__, M.__class__.__name__)
print(type(type("E", (), {})()).__name__)
try:
    type.__new__(int, "X", (), {})
except TypeError as e:
    print(type(e).__name__, e)
try:
    type.__new__(type, "X", (), {}, 5)
except TypeError as e:
    print(type(e).__name__, e)
