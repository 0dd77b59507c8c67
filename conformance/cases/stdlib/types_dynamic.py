import types

ns = types.SimpleNamespace(host="localhost", port=8080)
ns.debug = True
print(ns, ns.port, vars(ns), ns == types.SimpleNamespace(host="localhost", port=8080, debug=True))
del ns.debug
print(ns, types.SimpleNamespace(**{"a": 1}, b=2))

mod = types.ModuleType("plugins", "Plugins module.")
mod.VERSION = "1.0"
exec("def hello(): return 'hi from ' + __name__", mod.__dict__)
print(mod.__name__, mod.__doc__, mod.hello(), sorted(k for k in vars(mod) if not k.startswith("__")))

def make_class(name, fields):
    def init(self, *args):
        for f, a in zip(fields, args):
            setattr(self, f, a)
    def rep(self):
        return f"{name}(" + ", ".join(f"{f}={getattr(self, f)!r}" for f in fields) + ")"
    return types.new_class(name, (), {}, lambda d: d.update(__init__=init, __repr__=rep))
P = make_class("Pair", ["left", "right"])
print(P(1, "two"), P.__name__, type(P).__name__)

class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns["created_by"] = "Meta"
        return super().__new__(mcls, name, bases, ns)
M = types.new_class("M", (), {"metaclass": Meta})
print(M.created_by, type(M).__name__)
print(types.resolve_bases((int, )), types.prepare_class("X", (), {})[0].__name__)

class Greeter:
    def __init__(self, name):
        self.name = name
def shout(self):
    return self.name.upper()
g = Greeter("ann")
g.shout = types.MethodType(shout, g)
print(g.shout(), type(g.shout).__name__, g.shout.__self__ is g)

def f(): pass
print(isinstance(f, types.FunctionType), isinstance(len, types.BuiltinFunctionType), isinstance(g.shout, types.MethodType))
print(isinstance((x for x in []), types.GeneratorType), type(f.__code__) is types.CodeType, types.NoneType, types.EllipsisType)
print(isinstance(str.upper, types.MethodDescriptorType), isinstance(int.real, types.GetSetDescriptorType), types.NotImplementedType)
mp = types.MappingProxyType({"a": 1})
print(mp["a"], list(mp), mp.get("b", 0), mp | {"b": 2})
try:
    mp["a"] = 2
except TypeError as e:
    print(type(e).__name__, e)
print(types.GenericAlias(list, (int,)), list[int] == types.GenericAlias(list, (int,)), int | str, type(int | str) is types.UnionType)
code = f.__code__.replace(co_name="renamed")
print(code.co_name, types.FunctionType(code, {})().__class__.__name__)

class Lazy:
    @types.DynamicClassAttribute
    def kind(self):
        return "instance"
print(Lazy().kind)
@types.coroutine
def old_style():
    yield
print(type(old_style()).__name__)
try:
    types.SimpleNamespace(1)
except TypeError as e:
    print(type(e).__name__, e)
print(types.get_original_bases(types.new_class("G", (list[int],))))
