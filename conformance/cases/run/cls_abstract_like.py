# abstract-ish behaviour without abc
def abstract(f):
    f.__isabstract__ = True
    return f

class AbstractMeta(type):
    def __new__(mcls, name, bases, ns):
        cls = super().__new__(mcls, name, bases, ns)
        abstracts = {k for k, v in ns.items() if getattr(v, "__isabstract__", False)}
        for b in bases:
            for k in getattr(b, "__abstracts__", ()):
                if getattr(getattr(cls, k, None), "__isabstract__", False):
                    abstracts.add(k)
        cls.__abstracts__ = frozenset(abstracts)
        return cls
    def __call__(cls, *a, **k):
        if cls.__abstracts__:
            names = ", ".join(sorted(cls.__abstracts__))
            raise TypeError(f"Can't instantiate {cls.__name__}: {names}")
        return super().__call__(*a, **k)

class Shape(metaclass=AbstractMeta):
    @abstract
    def area(self): ...
    @abstract
    def name(self): ...
    def describe(self): return f"{self.name()} {self.area()}"

class Square(Shape):
    def __init__(self, s): self.s = s
    def area(self): return self.s ** 2
    def name(self): return "square"

class Half(Shape):
    def area(self): return 0

for cls in (Shape, Half):
    try:
        cls()
    except TypeError as e:
        print(type(e).__name__, e)
print(Square(3).describe())

class NotImpl:
    def method(self):
        raise NotImplementedError(f"{type(self).__name__}.method")
class Concrete(NotImpl): pass
try:
    Concrete().method()
except NotImplementedError as e:
    print(type(e).__name__, e)

# __abstractmethods__ set by hand blocks object.__new__
class Manual:
    pass
Manual.__abstractmethods__ = frozenset({"run", "stop"})
try:
    Manual()
except TypeError as e:
    print(type(e).__name__, e)
Manual.__abstractmethods__ = frozenset()
print(type(Manual()).__name__)
Manual.__abstractmethods__ = frozenset({"only"})
try:
    Manual()
except TypeError as e:
    print(type(e).__name__, e)
print(sorted(Manual.__abstractmethods__))
