# reference counts through unpacking, starred assignment, swaps and multiple targets
import sys

class Obj:
    pass

def run():
    a = Obj()
    b = Obj()
    x, y = a, b
    print("tuple unpack", sys.getrefcount(a), sys.getrefcount(b))
    p, *rest = [a, b, a]
    print("starred", sys.getrefcount(a), sys.getrefcount(rest))
    del rest
    print("rest deleted", sys.getrefcount(a))
    m = n = a
    print("chained assignment", sys.getrefcount(a))
    (q, r), s = (a, b), a
    print("nested", sys.getrefcount(a), sys.getrefcount(b))
    for i, (j, k) in enumerate([(a, b)]):
        print("loop unpack", sys.getrefcount(a), sys.getrefcount(b))
    d = {"a": a, "b": b}
    u, v = d.values()
    print("from dict values", sys.getrefcount(a))
    x = y = p = m = n = q = r = s = j = k = u = v = None
    print("cleared", sys.getrefcount(a), sys.getrefcount(b))

run()
