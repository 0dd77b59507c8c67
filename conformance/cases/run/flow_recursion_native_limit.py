# Unbounded recursion through native code calling back into Python reaches the recursion limit
# as a plain Python recursion does: each path's depth is printed relative to a plain function's
# (the oracle runs the script one frame deeper than native CPython), under a limit of 100 (the
# oracle, CPython as wasm, has a small native stack). Then an error raised at the bottom of a
# recursion through __getitem__ is left uncaught (after the limit is restored: the oracle's
# runner runs every case in one interpreter).
import sys
sys.setrecursionlimit(100)
depth = 0
def bump():
    global depth
    depth += 1

def plain():
    bump(); plain()

class E:
    def __eq__(self, o): bump(); return E() == o
class K:
    def __hash__(self): return 1
    def __eq__(self, o): bump(); return K() in {K(): 1}
class L:
    def __lt__(self, o): bump(); sorted([L(), L()]); return True
class H:
    def __hash__(self): bump(); return hash(H())
class A:
    def __getattr__(self, n): bump(); return A().x
class GA:
    def __getattribute__(self, n): bump(); return GA().x
class SA:
    def __setattr__(self, n, v): bump(); SA().x = 1
class G:
    def __getitem__(self, i): bump(); return G()[i]
    def __setitem__(self, i, v): bump(); G()[i] = v
    def __delitem__(self, i): bump(); del G()[i]
    def __contains__(self, x): bump(); return 1 in G()
    def __class_getitem__(cls, i): bump(); return G[i]
    def __len__(self): bump(); return len(G())
    def __bool__(self): bump(); return bool(G())
    def __add__(self, o): bump(); return G() + o
    def __call__(self): bump(); return G()()
    def __repr__(self): bump(); return repr(G())
    def __str__(self): bump(); return str(G())
    def __format__(self, s): bump(); return f"{G()}"
    def __next__(self): bump(); return next(G())
    @property
    def v(self): bump(); return G().v
class I:
    def __index__(self): bump(); return [1][I()]
class D:
    def __get__(self, o, t): bump(); return C().x
class C:
    x = D()
class N:
    def __new__(cls): bump(); return N()
class M(type):
    def __call__(cls): bump(); return MK()
class MK(metaclass=M): pass
class W:
    def __enter__(self):
        bump()
        with W(): pass
    def __exit__(self, *a): pass
def key(x):
    bump(); return sorted([x], key=key)
def mkey(x):
    bump(); return max([x], key=mkey)
def via_map(x):
    bump(); return list(map(via_map, [x]))
def via_filter(x):
    bump(); return list(filter(via_filter, [x]))

def del_item(): del G()[0]
def set_item(): G()[0] = 1
def set_attr(): SA().y = 1
def enter():
    with W(): pass

PATHS = [
    ("__eq__", lambda: E() == 1), ("dict lookup", lambda: K() == 1), ("__lt__", lambda: sorted([L(), L()])),
    ("__hash__", lambda: hash(H())), ("__getattr__", lambda: A().y), ("__getattribute__", lambda: GA().y),
    ("__setattr__", set_attr), ("__getitem__", lambda: G()[0]), ("__setitem__", set_item), ("__delitem__", del_item),
    ("__contains__", lambda: 1 in G()), ("__class_getitem__", lambda: G[0]), ("__len__", lambda: len(G())),
    ("__bool__", lambda: bool(G())), ("__add__", lambda: G() + 1), ("__call__", lambda: G()()),
    ("__repr__", lambda: repr(G())), ("__str__", lambda: str(G())), ("__format__", lambda: f"{G()}"),
    ("__next__", lambda: next(G())), ("property", lambda: G().v), ("__index__", lambda: [1][I()]),
    ("__get__", lambda: C().x), ("__new__", lambda: N()), ("metaclass __call__", lambda: MK()), ("__enter__", enter),
    ("sort key", lambda: key(1)), ("max key", lambda: mkey(1)), ("map", lambda: via_map(1)),
    ("filter", lambda: via_filter(1)),
]

def reached(start):
    global depth
    depth = 0
    try:
        start()
    except RecursionError as e:
        return depth, str(e)
    return depth, "no error"

base, _ = reached(plain)
for name, start in PATHS:
    d, msg = reached(start)
    print(name, d - base, msg)
print(sum(i for i in range(10)), sys.getrecursionlimit())
sys.setrecursionlimit(1000)

class Bottom:
    def __init__(self, n):
        self.n = n
    def __getitem__(self, i):
        if self.n == 0:
            raise LookupError(f"bottom at {i}")
        return Bottom(self.n - 1)[i + 1]

Bottom(40)[0]
