# math.exp, exp2, log, log2 (and log with a base) to the last bit over a spread of arguments,
# with their exact cases and error paths.
import math

seed = 99


def rnd():
    global seed
    seed = (seed * 6364136223846793005 + 1442695040888963407) % (1 << 64)
    return seed / (1 << 64)


for i in range(120):
    a = (rnd() - 0.5) * 80
    b = rnd() * 1000 + 1e-3
    print(f"{math.exp(a)!r} {math.exp2(a)!r} {math.log(b)!r} {math.log2(b)!r} {math.log(b, 7)!r}")
print(math.exp(0), math.exp(1), math.exp(-1), math.exp(709.78), math.exp(-745.1), math.exp(1e-20))
print(math.log(1), math.log(2), math.log(math.e), math.log2(1), math.log2(1024), math.log2(0.125), math.log2(3))
print(math.log(10 ** 400), math.log2(2 ** 1000 + 1), math.log(5e-324), math.log2(5e-324), math.exp2(0.5), math.exp2(-1074))
for f, x in ((math.exp, 710.0), (math.log, 0.0), (math.log, -1.0), (math.log2, -0.5), (math.exp2, 1024.5)):
    try:
        print(f(x))
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
print(math.exp(float("-inf")), math.log(float("inf")), math.exp2(float("-inf")))
# cosh by fdlibm's formulas over libm's exp
print([math.cosh((rnd() - 0.5) * 60) for i in range(40)], math.cosh(0.2), math.cosh(-21.5), math.cosh(300.25))
