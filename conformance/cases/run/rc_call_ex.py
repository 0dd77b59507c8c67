# f(*args, **kwargs) (CALL_FUNCTION_EX): reference counts of the arguments and of the
# collections they came from, binding errors, non-tuple and tuple-subclass callargs, generator
# functions, bound methods and classes called this way, and the order a traceback releases frames
import sys

class Obj:
    pass

class T(tuple):
    pass

def counts(*a, **k):
    return [sys.getrefcount(x) for x in a], {n: sys.getrefcount(k[n]) for n in k}

def two(a, b):
    return sys.getrefcount(a), sys.getrefcount(b)

def gen(*a):
    yield sys.getrefcount(a[0])

def deco(f):
    def wrapper(*a, **k):
        return f(*a, **k)
    return wrapper

@deco
def wrapped(x, y=None, *, z=None):
    return sys.getrefcount(x), sys.getrefcount(z)

class C:
    def m(self, *a):
        return sys.getrefcount(self), [sys.getrefcount(x) for x in a]
    def __init__(self, *a):
        self.n = len(a)

def main():
    x, y = Obj(), Obj()
    tup, lst, sub = (x, y), [x, y], T((x, y))
    print("tuple", counts(*tup), sys.getrefcount(tup))
    print("list", counts(*lst), sys.getrefcount(lst))
    print("tuple subclass", counts(*sub))
    print("generator", counts(*(v for v in (x, y))))
    print("kwargs", counts(**{"p": x, "q": y}))
    print("both", counts(x, *lst, q=y, **{"r": x}))
    print("exact", two(*lst))
    print("generator function", next(gen(*lst)))
    print("decorated", wrapped(x), wrapped(x, z=y), wrapped(*lst, z=x))
    c = C()
    print("bound method", c.m(*lst))
    print("method via class", C.m(c, *lst))
    print("class", C(*lst).n, C(**{}).n)
    for args, kw in [((x, y, x), {}), ((x,), {}), ((), {"a": x, "b": y, "c": x}), ((x,), {"a": y}), ((x, y), {1: 2})]:
        try:
            two(*args, **kw)
        except TypeError as e:
            print("TypeError", e)
    for bad in [1, None]:
        try:
            two(*bad)
        except TypeError as e:
            print("TypeError", e)
    try:
        two(**[x])
    except TypeError as e:
        print("TypeError", e)
    print("after", sys.getrefcount(x), sys.getrefcount(y), sys.getrefcount(lst), sys.getrefcount(two))

def probe(*a, **k):
    return sys.getrefcount(holder[0]), sys.getrefcount(probe)

def call(fn, t):
    return fn(*t)

def call_kw(fn, t, d):
    return fn(*t, **d)

def borrowed():
    # callargs and the callable loaded from locals (borrowed stack references in CPython)
    t = holder[0]
    print("borrowed", call(probe, t), call_kw(probe, t, {"x": 1}), probe(*t), probe(*t, **{}), sys.getrefcount(t))

holder = [tuple([Obj()])]

def collected(p, *a, q=None, **d):
    # arguments collected into *args / **kwargs are new references there
    v = a[0]
    w = d["r"]
    return sys.getrefcount(p), sys.getrefcount(v), sys.getrefcount(q), sys.getrefcount(w)

def plain_calls():
    x, y, z, u = Obj(), Obj(), Obj(), Obj()
    print("collected", collected(x, y, q=z, r=u), collected(*[x, y], **{"q": z, "r": u}))

class Noisy:
    def __init__(self, name):
        self.name = name
    def __del__(self):
        print("del", self.name)

def level(n):
    local = Noisy(f"level {n}")
    if n == 3:
        raise ValueError("deep")
    return deco(level)(*[n + 1])

main()
borrowed()
plain_calls()
try:
    level(0)
except ValueError as e:
    print("caught", e)
print("released")
deco(two)(*[1])
