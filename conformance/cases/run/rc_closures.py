# references held through closures and cells
import sys

class Obj:
    pass

def make():
    x = Obj()
    def get():
        return x
    print("captured", sys.getrefcount(x))
    return get

g = make()
print("through the cell", sys.getrefcount(g()))
v = g()
print("plus a global", sys.getrefcount(v))

def counter():
    items = []
    def add(o):
        items.append(o)
        return sys.getrefcount(o)
    return add

add = counter()
o = Obj()
print("added once", add(o))
print("added twice", add(o))
print("outside", sys.getrefcount(o))
del add
print("closure gone", sys.getrefcount(o))

def nonlocal_rebind():
    x = Obj()
    keep = x
    def rebind():
        nonlocal x
        x = None
    print("before", sys.getrefcount(keep))
    rebind()
    print("after nonlocal rebind", sys.getrefcount(keep))

nonlocal_rebind()

def lambdas():
    x = Obj()
    fs = [lambda: x for _ in range(3)]
    print("three lambdas share one cell", sys.getrefcount(x))
    del fs
    print("lambdas gone", sys.getrefcount(x))

lambdas()
