# type and object as objects: type(name, bases, dict), type attributes, object's methods and their errors
Point = type("Point", (), {"x": 1, "move": lambda self, d: self.x + d, "__doc__": "made by type()"})
p = Point()
print(Point.__name__, Point.__qualname__, Point.__doc__, Point.__bases__, p.move(2), type(p) is Point)
Sub = type("Sub", (Point,), {})
print(Sub.__mro__ == (Sub, Point, object), Sub().x, issubclass(Sub, Point), Sub.__module__)
print(type(Point) is type, type(type) is type, type(object) is type, object.__bases__, type.__bases__)
print(isinstance(type, object), isinstance(object, type), type.__mro__ == (type, object))
for args in [(), (1, 2), ("N", (), {}, 1), (1, (), {}), ("N", 1, {}), ("N", (), 1), ("N", (1,), {})]:
    try:
        r = type(*args)
        print("ok", r)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    type("N", (), {}, extra=1)
except TypeError as e:
    print(type(e).__name__, e)
o = object()
print(o.__class__ is object, o == o, o != object(), o.__eq__(o), o.__eq__(1), o.__ne__(o), o.__hash__() == hash(o))
print(object.__init_subclass__(), o.__sizeof__() > 0)
for stmt in ["o.attr = 1", "o.__dict__", "del o.__class__", "object(1)", "object.__new__(int)",
             "object.__init__(o, 1)", "o.__class__ = int", "format(o, 'x')", "object.__new__(1)",
             "type.__call__(5)", "type.mro(5)", "object.__setattr__(1, 'x', 2)", "object.__getattribute__(o, 5)"]:
    try:
        exec(stmt)
        print(stmt, "ok")
    except (TypeError, AttributeError) as e:
        print(stmt, "->", type(e).__name__, e)
class A:
    pass
a = A()
object.__setattr__(a, "v", 1)
print(object.__getattribute__(a, "v"), a.__dict__)
object.__delattr__(a, "v")
print(a.__dict__, A.__dict__["__dict__"].__get__(a) is a.__dict__)
class B:
    pass
a.__class__ = B
print(type(a).__name__)
A.new_method = lambda self: "added later"
print(A().new_method())
A.__name__ = "Renamed"
A.__qualname__ = "Outer.Renamed"
print(A.__name__, A.__qualname__, repr(A))
for attr, value in [("__name__", 1), ("__qualname__", None), ("__mro__", ()), ("__module__", 5)]:
    try:
        setattr(A, attr, value)
        print("set", attr, getattr(A, attr))
    except (TypeError, AttributeError) as e:
        print(attr, "->", type(e).__name__, e)
for attr in ["__name__", "__doc__", "__dict__"]:
    try:
        delattr(A, attr)
        print("deleted", attr)
    except (TypeError, AttributeError) as e:
        print(attr, "->", type(e).__name__, e)
try:
    int.new_attr = 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    del str.upper
except TypeError as e:
    print(type(e).__name__, e)
print(type.__dict__["__name__"].__get__(int), sorted(vars(Point))[:3], Point.__dict__["x"])
print(A.mro() == [A, object], type.mro(Sub)[0] is Sub, A.__subclasses__(), Point.__subclasses__() == [Sub])
print(type(type.__dict__).__name__, type(A.__dict__).__name__, "x" in Point.__dict__)
try:
    Point.__dict__["x"] = 2
except TypeError as e:
    print(type(e).__name__, e)
type("Bad", (int, str), {})
