# reference counts of arguments: positional, keyword, defaults, *args, **kwargs, nested calls
import sys

class Obj:
    pass

def pos(a):
    return sys.getrefcount(a)

def pos2(a, b):
    return sys.getrefcount(a), sys.getrefcount(b)

def kw_only(*, k):
    return sys.getrefcount(k)

def with_default(a, b=None):
    return sys.getrefcount(a)

def star(*args):
    return sys.getrefcount(args[0]), sys.getrefcount(args)

def dstar(**kw):
    return sys.getrefcount(kw["v"])

def rebinds(a):
    b = a
    a = None
    return sys.getrefcount(b)

def forwards(a):
    return pos(a)

def forwards_kw(a):
    return kw_only(k=a)

def caller():
    x = Obj()
    print("positional", pos(x))
    print("same object twice", pos2(x, x))
    print("keyword", kw_only(k=x))
    print("default unused", with_default(x))
    print("by keyword", with_default(b=1, a=x))
    print("star", star(x))
    print("double star", dstar(v=x))
    print("rebinding in callee", rebinds(x))
    print("forwarded", forwards(x))
    print("forwarded as keyword", forwards_kw(x))
    print("lambda", (lambda q: sys.getrefcount(q))(x))
    print("after calls", sys.getrefcount(x))

caller()

g = Obj()
print("global argument", pos(g))
print("fresh argument", pos(Obj()))
print("list element argument", pos([Obj()][0]))

def default_holder(d=Obj()):
    return sys.getrefcount(d)

print("default value", default_holder())
print("explicit", default_holder(g))
