# references held by containers: lists, tuples, dicts, sets, nesting, removal
import sys

class Obj:
    def __repr__(self):
        return "Obj"

def lists():
    x = Obj()
    l = [x, x, x]
    print("list x3", sys.getrefcount(x))
    l.append(x)
    print("append", sys.getrefcount(x))
    l.pop()
    print("pop", sys.getrefcount(x))
    del l[0]
    print("del item", sys.getrefcount(x))
    l2 = l * 2
    print("repeat", sys.getrefcount(x))
    l2.clear()
    print("clear", sys.getrefcount(x))
    l3 = l[:]
    print("slice copy", sys.getrefcount(x))
    del l, l3
    print("lists gone", sys.getrefcount(x))

def tuples():
    x = Obj()
    t = (x, x)
    print("tuple x2", sys.getrefcount(x), sys.getrefcount(t))
    u = t + (x,)
    print("concat", sys.getrefcount(x))
    del t
    print("first gone", sys.getrefcount(x), sys.getrefcount(u))

def dicts():
    k = Obj()
    v = Obj()
    d = {k: v}
    print("dict key/value", sys.getrefcount(k), sys.getrefcount(v))
    d[k] = k
    print("value replaced", sys.getrefcount(k), sys.getrefcount(v))
    e = dict(d)
    print("copied", sys.getrefcount(k))
    d.pop(k)
    print("popped", sys.getrefcount(k))
    e.clear()
    print("cleared", sys.getrefcount(k))

def sets():
    x = Obj()
    s = {x}
    print("set", sys.getrefcount(x))
    s.add(x)
    print("add again", sys.getrefcount(x))
    f = frozenset(s)
    print("frozenset", sys.getrefcount(x))
    s.discard(x)
    print("discard", sys.getrefcount(x))
    del f
    print("frozenset gone", sys.getrefcount(x))

def nested():
    x = Obj()
    outer = [[x], (x, [x]), {"a": x}]
    print("nested", sys.getrefcount(x))
    inner = outer[1]
    del outer
    print("outer gone, tuple kept", sys.getrefcount(x), sys.getrefcount(inner))

lists()
tuples()
dicts()
sets()
nested()
