# rich comparisons: reflection, default __eq__ identity, derived __ne__
class N:
    def __init__(self, v): self.v = v
    def __eq__(self, o):
        print("N.__eq__")
        return isinstance(o, N) and self.v == o.v
    def __lt__(self, o):
        print("N.__lt__")
        return self.v < o.v if isinstance(o, N) else NotImplemented

a, b = N(1), N(2)
print(a == N(1), a != N(1), a != b)
print(a < b, b > a)          # b > a reflects to a < b
try:
    a <= b
except TypeError as e:
    print(type(e).__name__, e)
try:
    a < 1
except TypeError as e:
    print(type(e).__name__, e)
print(a == 1)

class Sub(N):
    def __eq__(self, o):
        print("Sub.__eq__")
        return "sub-eq"
    def __gt__(self, o):
        print("Sub.__gt__")
        return "sub-gt"
print(N(1) == Sub(1))        # subclass reflected first
print(N(1) < Sub(1))

class Plain: pass
p, q = Plain(), Plain()
print(p == p, p == q, p != q, p != p)
for op in (lambda: p < q, lambda: p <= q, lambda: p > q, lambda: p >= q):
    try:
        op()
    except TypeError as e:
        print(e)
try:
    p < 3
except TypeError as e:
    print(e)
try:
    3 >= p
except TypeError as e:
    print(e)

class NeOnly:
    def __ne__(self, o): return "custom-ne"
print(NeOnly() != 1, NeOnly() == NeOnly())
class EqNI:
    def __eq__(self, o): return NotImplemented
x = EqNI()
print(x == x, x == EqNI(), x != x)
print(x in [x], EqNI() in [EqNI()])
class Weird:
    def __eq__(self, o): return [1]
    def __bool__(self): return False
print(Weird() == 1, bool(Weird() != 1))
print(object.__eq__(p, p), object.__eq__(p, q), object.__ne__(p, q), object.__lt__(p, q))
print(sorted([N(3), N(1), N(2)], key=lambda n: n.v)[0].v)
print(min(N(3), N(1)).v)
