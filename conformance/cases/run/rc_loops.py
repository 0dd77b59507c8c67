# reference counts of loop variables and iterators: for, enumerate, zip, while, comprehension
import sys

class Obj:
    def __init__(self, n):
        self.n = n

def run():
    items = [Obj(i) for i in range(3)]
    for x in items:
        print("loop var", x.n, sys.getrefcount(x))
    print("after loop", sys.getrefcount(x))
    for i, y in enumerate(items):
        print("enumerate", i, sys.getrefcount(y))
    for p, q in zip(items, items):
        print("zip", sys.getrefcount(p))
    it = iter(items)
    first = next(it)
    print("via next", sys.getrefcount(first))
    del it
    i = 0
    while i < len(items):
        z = items[i]
        print("while", sys.getrefcount(z))
        i += 1
    counts = [sys.getrefcount(w) for w in items]
    print("comprehension", counts)
    d = {o.n: sys.getrefcount(o) for o in items}
    print("dict comprehension", d)
    print("generator expression", list(sys.getrefcount(o) for o in items))
    print("reversed", [sys.getrefcount(o) for o in reversed(items)])

run()
