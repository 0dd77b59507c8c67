# references held by generator frames, yielded values, and finished generators
import sys

class Obj:
    def __init__(self, n):
        self.n = n
    def __del__(self):
        print("del", self.n)

def gen(a):
    b = Obj(2)
    yield sys.getrefcount(a)
    yield sys.getrefcount(b)
    print("gen finishing")

def run():
    x = Obj(1)
    g = gen(x)
    print("generator created", sys.getrefcount(x))
    print("first", next(g))
    print("second", next(g))
    print("while suspended", sys.getrefcount(x))
    for _ in g:
        pass
    print("exhausted", sys.getrefcount(x))
    del g
    print("generator gone", sys.getrefcount(x))

run()
print("after run")

def producer():
    for i in range(3):
        yield Obj(10 + i)

for o in producer():
    print("got", o.n, sys.getrefcount(o))
print("loop done")

def unfinished():
    o = Obj(20)
    yield 1
    yield 2

u = unfinished()
next(u)
print("closing")
del u
print("closed")

def genexp():
    items = [Obj(30), Obj(31)]
    total = sum(sys.getrefcount(i) for i in items)
    print("genexp counts", total)

genexp()
print("end")
