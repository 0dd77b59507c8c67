import inspect

def api(path, /, method="GET", *args, timeout: float = 10.0, retries: int = 3, **headers) -> dict:
    """Make a request.

    Extra headers go in **headers.
    """
    return {}

sig = inspect.signature(api)
print(sig)
for name, p in sig.parameters.items():
    print(name, p.kind.name, p.default is inspect.Parameter.empty, p.annotation)
print(sig.return_annotation, inspect.getdoc(api).splitlines())
ba = sig.bind("/x", "POST", 1, 2, timeout=5, x_token="t")
ba.apply_defaults()
print(ba.arguments, ba.args, ba.kwargs)
try:
    sig.bind(method="GET")
except TypeError as e:
    print(type(e).__name__, e)
try:
    sig.bind("/", retries=1, retries2=2, **{"path": 1})
except TypeError as e:
    print(type(e).__name__, e)

new = sig.replace(parameters=[inspect.Parameter("a", inspect.Parameter.POSITIONAL_OR_KEYWORD, default=1)], return_annotation=int)
print(new, str(inspect.signature(lambda x, *, y=2: None)))

class Shape:
    """A shape."""
    sides = 0
    def __init__(self, name):
        self.name = name
    def area(self):
        return 0
    @staticmethod
    def unit():
        return Shape("unit")
    @classmethod
    def make(cls):
        return cls("made")
    @property
    def label(self):
        return self.name.title()

class Square(Shape):
    sides = 4
    async def draw(self):
        pass
    def gen(self):
        yield 1

print(inspect.signature(Shape), inspect.signature(Shape.make), inspect.signature(Square.area))
print([n for n, _ in inspect.getmembers(Square, inspect.isfunction)])
print(inspect.getmro(Square), inspect.isclass(Square), inspect.ismethod(Square("s").area))
print(inspect.iscoroutinefunction(Square.draw), inspect.isgeneratorfunction(Square.gen), inspect.isabstract(Shape))
print(inspect.getattr_static(Square, "label").__class__.__name__, inspect.getattr_static(Square, "unit").__class__.__name__)
print([(a.name, a.kind, a.defining_class.__name__) for a in inspect.classify_class_attrs(Square) if a.name in ("sides", "make", "unit", "label", "draw")])
print(inspect.cleandoc("   first\n      indented\n   back\n"))
print(inspect.getsource(Shape.area), inspect.getsourcelines(Shape.unit)[1])
print(inspect.getfullargspec(api))
print(inspect.unwrap(inspect.unwrap), inspect.getmodule(api).__name__, inspect.ismodule(inspect))

def outer():
    frame = inspect.currentframe()
    info = inspect.getframeinfo(frame)
    return info.function, info.lineno, frame.f_back.f_code.co_name
print(outer())
def gen():
    yield 1
g = gen()
print(inspect.getgeneratorstate(g)); next(g); print(inspect.getgeneratorstate(g)); g.close(); print(inspect.getgeneratorstate(g))
closure_var = 5
def make():
    x = 1
    def inner():
        return x + closure_var
    return inner
print(inspect.getclosurevars(make()))
try:
    inspect.signature(42)
except TypeError as e:
    print(type(e).__name__, e)
print(inspect.signature(len), inspect.signature(dict.get), inspect.signature(sorted))
