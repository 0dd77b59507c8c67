# reference counts through method calls: self, bound methods, static and class methods
import sys

class Obj:
    def plain(self):
        return sys.getrefcount(self)
    def with_arg(self, other):
        return sys.getrefcount(self), sys.getrefcount(other)
    @staticmethod
    def static(x):
        return sys.getrefcount(x)
    @classmethod
    def cls(cls, x):
        return sys.getrefcount(x)
    def chain(self):
        return self

def run():
    o = Obj()
    p = Obj()
    print("method call", o.plain())
    print("with argument", o.with_arg(p))
    print("same object as argument", o.with_arg(o))
    print("static method", Obj.static(p))
    print("class method", Obj.cls(p))
    print("through the class", Obj.plain(o))
    m = o.plain
    print("bound method object", m(), sys.getrefcount(o))
    print("method on a chain", o.chain().plain())
    del m
    print("after del", sys.getrefcount(o))
    ms = [o.plain for _ in range(3)]
    print("three bound methods", sys.getrefcount(o))
    ms.clear()
    print("cleared", sys.getrefcount(o))

run()

class Counter:
    def __init__(self):
        self.n = 0
    def inc(self):
        self.n += 1
        return self

c = Counter()
c.inc().inc().inc()
print("chained", c.n, sys.getrefcount(c))
