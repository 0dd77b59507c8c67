# BINARY_OP on operands read straight from locals (`a + b`, `x * k`, `xs[0]`, `i + 1`): every
# operand kind, the error paths with their tracebacks, and the references the operands keep.
import sys

class L(list):
    def __getitem__(self, i):
        return ("L", i)

class T(tuple):
    pass

class N(int):
    def __add__(self, other):
        return "N+"

def pairs(a, b):
    out = []
    for op in range(6):
        try:
            if op == 0: out.append(a + b)
            elif op == 1: out.append(a - b)
            elif op == 2: out.append(a * b)
            elif op == 3: out.append(a / b)
            elif op == 4: out.append(a // b)
            else: out.append(a % b)
        except Exception as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out

for a, b in [(3, 4), (2**52, 2**52), (2**62, 3), (-7, 2), (1.5, 2), (2, 0.25), (1e308, 1e308),
             (0, 0), (0.0, 0.0), (True, 2), (N(1), 2), ("ab", "cd"), ([1], [2]), (7, -0.0)]:
    print(repr(a), repr(b), pairs(a, b))

def small(x):
    return [x + 1, x - 1, x * 2, x[0] if isinstance(x, (list, tuple, str, L, dict)) else None]

for x in [5, -5, 2**53, 2.5, [9, 8], (7,), "s", L([1]), T((4, 5)), {0: "zero"}]:
    try:
        print(repr(x), small(x))
    except TypeError as e:
        print(repr(x), "TypeError:", e)

def index(xs, i):
    return xs[i], xs[0], xs[-1]

print(index([1, 2, 3], 1), index((4, 5, 6), 2), index(T((7, 8)), True), index(L([0]), 0))
for xs, i in [([1, 2], 2), ((1,), 5), ([], 0), ([1, 2], -3), ((1, 2), 2**70), ([1], "0")]:
    try:
        print(index(xs, i))
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)

def accumulate(xs):
    total = 0.0
    scale = 0.5
    for x in xs:
        total = total + x * scale
        total = total - scale
    return total

print(accumulate([1.0, 2.5, -3.25, 1e-300, 7]))

def refs():
    f = 1.5
    g = 2.5
    h = f + g
    k = h * f
    lst = [f, g]
    first = lst[0]
    return sys.getrefcount(f) - sys.getrefcount(g), sys.getrefcount(h), sys.getrefcount(k), sys.getrefcount(first)

print(refs())

def dx(r1, r2):
    d = r1[0] - r2[0]
    return d * d

print(dx([1.5, 2.0], [0.25, 1.0]), dx((3, 4), (1, 2)))

def uncaught(xs):
    i = 3
    return xs[i]

uncaught([1, 2])
