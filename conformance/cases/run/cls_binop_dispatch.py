# binary operators: reflected operands, NotImplemented, subclass-first rule
class V:
    def __init__(self, n): self.n = n
    def __repr__(self): return f"{type(self).__name__}({self.n})"
    def __add__(self, o):
        print("V.__add__", self, o)
        if isinstance(o, V): return V(self.n + o.n)
        if isinstance(o, int): return V(self.n + o)
        return NotImplemented
    def __radd__(self, o):
        print("V.__radd__", self, o)
        if isinstance(o, int): return V(o + self.n)
        return NotImplemented
    def __sub__(self, o): return NotImplemented
    def __rsub__(self, o): return "rsub"

class W(V):
    def __radd__(self, o):
        print("W.__radd__", self, o)
        return W(-1)

print(V(1) + V(2))
print(V(1) + 5)
print(5 + V(1))
print(V(1) + W(2))   # W is a subclass overriding __radd__: tried first
print(W(1) + V(2))
try:
    V(1) - V(2)
except TypeError as e:
    print(type(e).__name__, e)
print(V(1) - 3)
try:
    V(1) + "s"
except TypeError as e:
    print(type(e).__name__, e)
try:
    "s" + V(1)
except TypeError as e:
    print(type(e).__name__, e)

class A: pass
class B: pass
ops = [lambda a, b: a + b, lambda a, b: a - b, lambda a, b: a * b, lambda a, b: a / b,
       lambda a, b: a // b, lambda a, b: a % b, lambda a, b: a ** b, lambda a, b: a << b,
       lambda a, b: a >> b, lambda a, b: a & b, lambda a, b: a | b, lambda a, b: a ^ b,
       lambda a, b: a @ b, lambda a, b: -a, lambda a, b: ~a, lambda a, b: +a, lambda a, b: abs(a)]
for op in ops:
    try:
        op(A(), B())
    except TypeError as e:
        print(e)

class OnlyR:
    def __rmul__(self, o): return f"rmul({o})"
    def __rpow__(self, o): return f"rpow({o})"
print(3 * OnlyR(), [1] * OnlyR() if False else "skip", 2 ** OnlyR())
print(divmod(7, 2))
class DM:
    def __divmod__(self, o): return ("dm", o)
    def __rdivmod__(self, o): return ("rdm", o)
print(divmod(DM(), 1), divmod(1, DM()))
print(pow(2, OnlyR()))
class Same:
    def __add__(self, o): return NotImplemented
    def __radd__(self, o): return "radd"
try:
    Same() + Same()
except TypeError as e:
    print(type(e).__name__, e)
