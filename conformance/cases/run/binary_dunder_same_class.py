# BINARY_OP on two instances of one class whose operator is a Python dunder (the JIT calls it directly):
# NotImplemented, raising, in-place with and without __iadd__, reflected subclasses, a list subclass,
# refcounts inside the dunder, a generator and deep calls inside it, a dunder replaced later, recursion.
import sys
class V:
    def __init__(self, v): self.v = v
    def __add__(self, o):
        if self.v == "ni": return NotImplemented
        if self.v == "raise": raise ValueError("in add")
        if self.v == "deep": return V(self.v) if o.v > 50 else self + V(o.v + 1) if False else V(deep(o.v))
        return V(self.v + o.v if isinstance(self.v, int) else (sys.getrefcount(self), sys.getrefcount(o)))
    def __sub__(self, o):
        def gen():
            yield self.v
        return V(sum(gen()) - o.v)
    def __repr__(self): return f"V({self.v!r})"
def deep(n):
    return n if n <= 0 else deep(n - 1) + 1
class W(V):
    def __radd__(self, o): return "radd"
class L(list):
    def __add__(self, o): return NotImplemented
class I(V):
    def __iadd__(self, o): self.v += 100; return self
def run(xs):
    out = []
    for a, b in xs:
        try:
            c = a + b
            out.append(c)
            a += b
            out.append(a)
            out.append(a - b)
        except Exception as e:
            out.append((type(e).__name__, str(e)))
    return out
cases = [(V(1), V(2)), (V("ni"), V(2)), (V("raise"), V(1)), (V("x"), V(1)), (V(1), W(2)), (L([1]), L([2])), (I(1), I(2)), (V("deep"), V(30))]
for k in range(3):
    print(run(cases))
V.__add__ = lambda self, o: "replaced"
print(run(cases[:1]))
def rec(v, n):
    return v if n == 0 else rec(v, n - 1) + v
class R:
    def __init__(self, n): self.n = n
    def __add__(self, o): return R(self.n + o.n) if self.n < 3000 else rec(self, 1)
try:
    print(rec(R(1), 5).n)
    x = R(1)
    for i in range(3): x = x + x
    print(x.n)
    print(rec(R(1), 2000))
except RecursionError as e:
    print("RecursionError", e)
