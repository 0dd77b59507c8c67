# The eval loop's int/float fast paths give what the generic number slots give.
big = 2 ** 53
vals = [0, 1, -1, 7, -7, 255, 256, -5, -6, big - 1, big, 1 - big, 3 * big, 0.0, -0.0, 1.5, -2.25, 1e308]
special = vals + [float("inf"), float("nan")]
ops = [
    ("+", lambda a, b: a + b), ("-", lambda a, b: a - b), ("*", lambda a, b: a * b),
    ("/", lambda a, b: a / b), ("//", lambda a, b: a // b), ("%", lambda a, b: a % b),
    ("&", lambda a, b: a & b), ("|", lambda a, b: a | b), ("^", lambda a, b: a ^ b),
]
for name, f in ops:
    row = []
    for a in vals:
        for b in vals:
            try:
                row.append(repr(f(a, b)))
            except Exception as e:
                row.append(type(e).__name__)
    print(name, " ".join(row))
cmps = [("<", lambda a, b: a < b), ("<=", lambda a, b: a <= b), ("==", lambda a, b: a == b),
        ("!=", lambda a, b: a != b), (">", lambda a, b: a > b), (">=", lambda a, b: a >= b)]
for name, f in cmps:
    print(name, "".join("1" if f(a, b) else "0" for a in special for b in special))
# in-place forms and loops (the FOR_ITER fast path over range, and over other iterators)
t = 0
for i in range(-3, 20, 4):
    t += i * 2 % 7
    t -= i // 3
    t *= 1
print(t)
x = 1.0
for i in range(10):
    x += i / 3
    x *= 1.5
    x -= 0.25
print(x)
class It:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n > 3:
            raise StopIteration
        return self.n
print([v for v in It()], list(zip(range(3), "abc")))
class MyInt(int):
    def __add__(self, o):
        return "MyInt.add"
print(MyInt(2) + 3, 3 + MyInt(2), True + True, True * 2.5, (1 < 2) < 3)
print(-0.0 + 0, 0 * -1.0, -0.0 * 1, 5 // -1, -5 % 3, 7.5 // 2)
try:
    print(1 / 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    print(1.0 % 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
print(10 ** 20 + 1 < 1e20, 10 ** 20 == 1e20, 2 ** 60 > 2.0 ** 59)
print(1 // 0)
