# closures, nonlocal, global, lambda, class scopes
def make_counter():
    count = 0
    def inc(by=1):
        nonlocal count
        count += by
        return count
    def get():
        return count
    return inc, get
inc, get = make_counter()
inc(); inc(5)
print(get(), inc.__closure__[0].cell_contents, inc.__code__.co_freevars)
fns = [lambda: i for i in range(3)]
print([f() for f in fns])
fns = [lambda i=i: i for i in range(3)]
print([f() for f in fns])
G = 1
def set_global():
    global G, NEWG
    G = 2
    NEWG = "new"
set_global()
print(G, NEWG)
def unbound():
    print(x)
    x = 1
try:
    unbound()
except UnboundLocalError as e:
    print(type(e).__name__, e)
def free_unbound():
    def inner():
        return y
    try:
        inner()
    except NameError as e:
        print(type(e).__name__, e)
    y = 1
    return inner()
print(free_unbound())
class K:
    a = 1
    b = [a for _ in range(2)] if False else None
    def m(self):
        return a if False else __class__.__name__
print(K().m())
x = "global x"
class Scope:
    x = "class x"
    def f(self):
        return x
    y = [x for _ in range(1)]
print(Scope().f(), Scope.y)
def outer():
    v = "outer"
    class Inner:
        v = "inner"
        def get(self):
            return v
    return Inner().get(), Inner.v
print(outer())
def deleter():
    z = 1
    def show():
        return z
    del z
    try:
        show()
    except NameError as e:
        print(e)
deleter()
def nested_nonlocal():
    a = 0
    def l1():
        def l2():
            nonlocal a
            a += 10
        l2()
        return a
    return l1()
print(nested_nonlocal())
f = lambda *a, k=3, **kw: (a, k, kw)
print(f(1, 2, k=4, z=5), f.__name__, (lambda: 0).__qualname__)
def outer2():
    return lambda: (lambda: 1)
print(outer2()().__qualname__)
def gl():
    global undefined_global_name
    return undefined_global_name
try:
    gl()
except NameError as e:
    print(e)
print((lambda: (yield 1))().__next__())
