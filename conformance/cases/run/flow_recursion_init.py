# Calling a class whose __init__ is a Python function: the instance is made and __init__ runs
# (CPython runs it inline with an init-check frame); recursion through __init__, its return
# check, errors in __init__, and when the instance is released.
import sys

class Node:
    def __init__(self, n):
        self.child = Node(n - 1) if n else None

def length(node):
    k = 0
    while node is not None:
        node = node.child
        k += 1
    return k

print(length(Node(400)))
try:
    Node(100000)
except RecursionError as e:
    print("unbounded:", type(e).__name__, e)
print(length(Node(10)))  # the interpreter recovered

class Tracked:
    def __init__(self, tag, fail=False, ret=None):
        self.tag = tag
        print("init", tag)
        if fail:
            raise ValueError(f"init failed: {tag}")
        return ret
    def __del__(self):
        print("del", self.tag)

class Counted:
    def __init__(self, tag):
        print("init", tag, sys.getrefcount(self))
        self.tag = tag
t = Counted("a")
print("made", t.tag, sys.getrefcount(t))
t = Tracked("a")
del t
try:
    Tracked("b", True)
except ValueError as e:
    print("caught", e)
for bad in (1, "x", [], Tracked):
    try:
        Tracked("c", False, bad)
    except TypeError as e:
        print("TypeError", e)
for args in ((), ("d", "e", "f", "g")):
    try:
        Counted(*args)
    except TypeError as e:
        print("TypeError", e)
try:
    Counted()
except TypeError as e:
    print("TypeError", e)
try:
    Counted("d", "e")
except TypeError as e:
    print("TypeError", e)
try:
    Counted("e", nope=1)
except TypeError as e:
    print("TypeError", e)
print(Tracked(tag="kw").tag)

class Base:
    def __init__(self, *args, **kw):
        self.args = args
        self.kw = kw
class Child(Base):
    def __init__(self, a, b=2, *rest, c=3):
        super().__init__(a, b, *rest, c=c)
c = Child(1, c=5)
print(c.args, c.kw, Child(1, 2, 3, 4).args)

class WithNew:
    def __new__(cls, *a):
        print("new", a)
        return super().__new__(cls)
    def __init__(self, x):
        print("init", x)
WithNew(7)
class Other:
    def __new__(cls, x):
        return x  # not an instance: __init__ is skipped
    def __init__(self, x):
        print("never")
print(Other(42))

class Meta(type):
    def __call__(cls, *a):
        print("meta call", a)
        return super().__call__(*a)
class M(metaclass=Meta):
    def __init__(self, v):
        self.v = v
print(M(3).v)

class Gen:
    def __init__(self):
        yield 1
try:
    Gen()
except TypeError as e:
    print("TypeError", e)

class Deep:
    def __init__(self, n):
        if n == 0:
            raise KeyError("bottom")
        self.child = Deep(n - 1)
Deep(3)
