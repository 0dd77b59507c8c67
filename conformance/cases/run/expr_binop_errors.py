# binary operators: every operator's result across builtin types, reflected dispatch, and TypeError messages
ops = ["+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^", "@"]
pairs = [(7, 2), (7.5, 2), (True, 3), ("ab", 3), ([1], 2), ((1,), 2), (b"x", 2), ({1, 2}, {2, 3}),
         ({"a": 1}, {"b": 2}), (None, 1), ("a", "b"), (3, "a"), (2j, 2), (frozenset([1]), {1, 5})]
for a, b in pairs:
    row = []
    for op in ops:
        try:
            row.append(repr(eval(f"a {op} b")))
        except TypeError as e:
            row.append("T")
        except ZeroDivisionError:
            row.append("Z")
    print(type(a).__name__, type(b).__name__, " ".join(row))
for expr in ["1 + 'a'", "'a' + 1", "[1] + (1,)", "None - None", "{} | []", "1 @ 2", "'a' * 'b'",
             "[1] * 2.0", "b'a' % ()", "3 ** 'x'", "1 << 1.0", "1.5 & 1", "{1} + {2}", "() - ()",
             "pow(2, 3, 'x')", "divmod('a', 1)", "1 / 0", "1 // 0.0", "1 % 0", "0 ** -1", "1 << -1",
             "10 ** 400 * 1.0", "'%d' % 'x'"]:
    try:
        print(expr, "=", eval(expr))
    except (TypeError, ZeroDivisionError, ValueError, OverflowError) as e:
        print(expr, "->", type(e).__name__, e)
class Vec:
    def __init__(self, *c):
        self.c = c
    def __repr__(self):
        return f"Vec{self.c}"
    def __add__(self, o):
        if isinstance(o, Vec):
            return Vec(*(x + y for x, y in zip(self.c, o.c)))
        return NotImplemented
    def __radd__(self, o):
        return Vec(*(x + o for x in self.c)) if isinstance(o, int) else NotImplemented
    def __mul__(self, k):
        return Vec(*(x * k for x in self.c))
    __rmul__ = __mul__
    def __matmul__(self, o):
        return sum(x * y for x, y in zip(self.c, o.c))
    def __neg__(self):
        return Vec(*(-x for x in self.c))
v, w = Vec(1, 2), Vec(3, 4)
print(v + w, 10 + v, v * 2, 3 * v, v @ w, -v)
for expr in ["v + 1.5", "'s' + v", "v - w", "v ** 2", "v @ 1", "~v", "+v", "abs(v)"]:
    try:
        print(expr, eval(expr))
    except TypeError as e:
        print(expr, "->", e)
class Base:
    def __add__(self, o):
        return "Base.__add__"
    def __radd__(self, o):
        return "Base.__radd__"
class Derived(Base):
    def __radd__(self, o):
        return "Derived.__radd__ wins"
print(Base() + Derived(), Derived() + Base(), 1 + Base())
class Both:
    def __sub__(self, o):
        return NotImplemented
    def __rsub__(self, o):
        return NotImplemented
try:
    Both() - Both()
except TypeError as e:
    print(type(e).__name__, e)
print(7 // -2, -7 // 2, 7 % -2, -7 % 2, 7.0 // -2, -7.5 % 2, divmod(-7, 2), 2 ** -1, (-8) ** (1 / 3) == (-8) ** (1 / 3))
print(1 << 70, -1 >> 100, 0b1010 ^ 0b0110, ~5, -(-5), +True, 10**20 // 3, 10**20 % 7, 3 ** 3 ** 2)
print("a" "b" * 2, [0] * -1, "x" * 0, (1, 2) * 2, b"ab" * 2, bytearray(b"z") * 3)
Vec(1) - Vec(2)
