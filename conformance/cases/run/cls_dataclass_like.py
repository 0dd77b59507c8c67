# a hand-written dataclass-like decorator
def dataclass(cls):
    fields = [k for k in cls.__dict__.get("__annotations__", {})] or list(getattr(cls, "_fields", ()))
    defaults = {f: cls.__dict__[f] for f in fields if f in cls.__dict__}
    def __init__(self, *args, **kwargs):
        if len(args) > len(fields):
            raise TypeError(f"{cls.__name__}() takes {len(fields)} positional arguments but {len(args)} were given")
        for f, v in zip(fields, args):
            setattr(self, f, v)
        for f in fields[len(args):]:
            if f in kwargs:
                setattr(self, f, kwargs.pop(f))
            elif f in defaults:
                setattr(self, f, defaults[f])
            else:
                raise TypeError(f"missing argument {f!r}")
        if kwargs:
            raise TypeError(f"unexpected {sorted(kwargs)}")
    def __repr__(self):
        return f"{cls.__name__}(" + ", ".join(f"{f}={getattr(self, f)!r}" for f in fields) + ")"
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in fields)
    def __lt__(self, other):
        return tuple(getattr(self, f) for f in fields) < tuple(getattr(other, f) for f in fields)
    cls.__init__ = __init__
    cls.__repr__ = __repr__
    cls.__eq__ = __eq__
    cls.__lt__ = __lt__
    cls.__match_args__ = tuple(fields)
    return cls

@dataclass
class Point:
    _fields = ("x", "y")
    y = 0

p = Point(1)
print(p, Point(1, 2), Point(x=3, y=4))
print(p == Point(1, 0), p == Point(1, 1), p != Point(2), p == 1)
print(sorted([Point(2, 1), Point(1, 5), Point(1, 2)]))
try:
    hash(p)
    print("hashable")
except TypeError as e:
    print(type(e).__name__, e)
try:
    Point()
except TypeError as e:
    print(type(e).__name__, e)
try:
    Point(1, 2, 3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    Point(1, z=2)
except TypeError as e:
    print(type(e).__name__, e)
match Point(5, 6):
    case Point(5, y):
        print("matched y", y)
print(Point.__init__.__qualname__, Point.__repr__.__name__)

class Frozen:
    __slots__ = ("a", "b")
    def __init__(self, a, b):
        object.__setattr__(self, "a", a)
        object.__setattr__(self, "b", b)
    def __setattr__(self, name, value):
        raise AttributeError(f"cannot assign to field {name!r}")
    __delattr__ = __setattr__
    def __hash__(self): return hash((self.a, self.b))
    def __eq__(self, o): return (self.a, self.b) == (o.a, o.b)
f = Frozen(1, 2)
try:
    f.a = 5
except AttributeError as e:
    print(type(e).__name__, e)
print(len({Frozen(1, 2), Frozen(1, 2)}), f.a)
