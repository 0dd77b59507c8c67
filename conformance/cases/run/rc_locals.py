# sys.getrefcount of locals: CPython 3.14 borrows LOAD_FAST_BORROW'd references on the value stack
import sys

class Obj:
    pass

def one_local():
    x = Obj()
    print("one local", sys.getrefcount(x))
    y = x
    print("two locals", sys.getrefcount(x), sys.getrefcount(y))
    z = y
    print("three locals", sys.getrefcount(z))
    del y
    print("after del y", sys.getrefcount(x))
    z = None
    print("after z = None", sys.getrefcount(x))
    return x

r = one_local()
print("returned, held by a global", sys.getrefcount(r))

def in_expression():
    x = Obj()
    print("in list display", [sys.getrefcount(x)])
    print("as tuple item", (x, sys.getrefcount(x))[1])
    print("in dict display", {"k": x, "n": sys.getrefcount(x)}["n"])
    print("twice", sys.getrefcount(x), sys.getrefcount(x))
    print("in a comparison", sys.getrefcount(x) == 1)

in_expression()

def reassigned():
    x = Obj()
    x2 = x
    x = Obj()
    print("old object", sys.getrefcount(x2), "new object", sys.getrefcount(x))

reassigned()

def unpacked():
    a, b = Obj(), Obj()
    c, *rest = [a, b, a]
    print("a", sys.getrefcount(a), "b", sys.getrefcount(b), "rest", sys.getrefcount(rest))

unpacked()

def swapped():
    a = Obj()
    b = Obj()
    a, b = b, a
    print("after swap", sys.getrefcount(a), sys.getrefcount(b))

swapped()

def conditional(flag):
    x = Obj()
    if flag:
        y = x
    print("conditional", flag, sys.getrefcount(x))

conditional(True)
conditional(False)

def walrus():
    if (n := Obj()) is not None:
        print("walrus", sys.getrefcount(n))

walrus()
