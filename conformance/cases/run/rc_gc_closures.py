# cycles through functions, cells and closures; generators holding themselves
import gc

gc.collect()
def make_recursive():
    def fact(n):
        return 1 if n <= 1 else n * fact(n - 1)
    return fact

f = make_recursive()
print(f(5))
del f
print("recursive closure", gc.collect())

def make_pair():
    state = {}
    def get():
        return state
    state["getter"] = get
    return get

g = make_pair()
del g
print("closure and dict", gc.collect())

class Box:
    pass

def method_cycle():
    b = Box()
    b.f = lambda: b
    return b

m = method_cycle()
del m
print("lambda closing over its owner", gc.collect())

def default_cycle():
    l = []
    def inner(x=l):
        return x
    l.append(inner)

default_cycle()
print("function default", gc.collect())
