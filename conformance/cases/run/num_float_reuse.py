# Floats are released and made again constantly (the float free list): values held in
# containers, closures, attributes and default arguments must never change under reuse.
import sys

class F(float):
    pass

def churn(n):
    acc = 0.0
    for i in range(n):
        acc += (i * 0.5) - (i * 0.25)
        tmp = acc / 3.0
        del tmp
    return acc

held = [i / 7 for i in range(50)]
d = {k: k * 1.5 for k in range(20)}
t = tuple(x * 2.0 for x in held[:10])
subs = [F(i + 0.5) for i in range(5)]

class P:
    def __init__(self, x):
        self.x = x * 1.25

ps = [P(float(i)) for i in range(10)]
def with_default(a=2.75):
    return a * 2

print(churn(1000))
print(sum(held), held[3], held[-1])
print(sorted(d.items())[:3], d[19])
print(t[:3], len(t))
print([type(s).__name__ for s in subs], subs[2] + 1, type(subs[2] + 1).__name__)
del subs[1:3]
print(churn(500), [s * 2 for s in subs])
print([p.x for p in ps][:4], with_default(), with_default())
x = 1.5
y = x + 0.0
print(x == y, sys.getrefcount(1e300 * 10) >= 1)
vals = []
for i in range(30):
    v = i * 0.1
    w = v * v
    vals.append(w)
    del v
print(vals[:5], vals[-1], sum(vals))
print(held[3] == 3 / 7, t[1] == held[1] * 2.0, ps[9].x)
print(float("nan") != float("nan"), -0.0, 0.0 * -1, (1e308 * 10) - (1e308 * 10))
a, b = 1.5, 2.5
r1 = (a * b) - (b * a)
r2 = a - (b * b)
r3 = (a * a) - b
r4 = a * a
sq = [a, b]
sq[0] += sq[1]
sq[1] *= sq[1]
print(a, b, r1, r2, r3, r4, sq, sys.getrefcount(a), sys.getrefcount(b), sys.getrefcount(r4))
print(held[1000])
