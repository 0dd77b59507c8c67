# closures, cells, nonlocal, late binding, class scopes, comprehension scopes
def outer():
    x = 1
    def mid():
        y = 2
        def inner():
            return x + y
        return inner
    return mid()
print(outer()())
fs = [lambda: i for i in range(3)]
print([f() for f in fs])
fs2 = [lambda i=i: i for i in range(3)]
print([f() for f in fs2])
def acc():
    total = []
    def add(v):
        total.append(v)
        return sum(total)
    return add
a = acc()
a(1); a(2)
print(a(3))
class C:
    y = 10
    vals = [y * 2 for _ in range(2)] if False else [1, 2]
    def m(self):
        return self.y
print(C().m(), C.vals)
def counter():
    n = 0
    def inc(by=1):
        nonlocal n
        n += by
        return n
    def get():
        return n
    return inc, get
inc, get = counter()
inc(); inc(5)
print(get())
x = "global"
def shadow():
    x = "local"
    def see():
        return x
    return see()
print(shadow(), x)
def make_multipliers():
    return [lambda v, k=k: v * k for k in range(1, 4)]
print([m(10) for m in make_multipliers()])
def gen_closure():
    base = 100
    def g():
        for i in range(3):
            yield base + i
    return g()
print(list(gen_closure()))
print(outer.__code__.co_cellvars, outer.__code__.co_varnames)
