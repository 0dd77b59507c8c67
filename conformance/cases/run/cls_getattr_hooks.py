# __getattr__ / __getattribute__ / __setattr__ / __delattr__
class Lazy:
    def __init__(self): self.real = 1
    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        return f"lazy {name}"
l = Lazy()
print(l.real, l.other, getattr(l, "x", "d"))
print(hasattr(l, "_hidden"))

class Tracing:
    def __getattribute__(self, name):
        if name == "secret":
            raise AttributeError("no secrets")
        print("get", name)
        return object.__getattribute__(self, name)
    def __getattr__(self, name):
        return "fallback:" + name
t = Tracing()
t.a = 1
print(t.a)
print(t.secret)
print(t.zzz)

class Guard:
    def __setattr__(self, name, value):
        if name == "locked":
            raise AttributeError(f"cannot set {name}")
        print("set", name, value)
        super().__setattr__(name, value)
    def __delattr__(self, name):
        print("del", name)
        object.__delattr__(self, name)
g = Guard()
g.x = 1
try:
    g.locked = 1
except AttributeError as e:
    print(type(e).__name__, e)
del g.x
try:
    del g.x
except AttributeError as e:
    print(type(e).__name__, e)
setattr(g, "y", 2)
delattr(g, "y")

class Dyn:
    def __dir__(self):
        return ["b", "a", "c"]
print(dir(Dyn()))
class DirNotList:
    def __dir__(self):
        return ("z", "y")
print(dir(DirNotList()))

class Proxy:
    def __init__(self, target):
        object.__setattr__(self, "_t", target)
    def __getattr__(self, n):
        return getattr(self._t, n)
    def __setattr__(self, n, v):
        setattr(self._t, n, v)
class T: pass
tgt = T()
p = Proxy(tgt)
p.val = 3
print(tgt.val, p.val)
try:
    object.__getattribute__(p, "nope")
except AttributeError as e:
    print(type(e).__name__, e)
try:
    getattr(p, 5)
except TypeError as e:
    print(type(e).__name__, e)
print(object.__getattribute__(t, "a"))
