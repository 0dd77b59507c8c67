# float ** float to the last bit: non-integer exponents, big integer exponents, tiny and huge
# bases (the nearest double, as libm's pow gives CPython), and the error paths.
import math

seed = 2024


def rnd():
    global seed
    seed = (seed * 6364136223846793005 + 1442695040888963407) % (1 << 64)
    return seed / (1 << 64)


rows = []
for i in range(150):
    x = rnd() * 50 + 0.01
    y = (rnd() - 0.5) * 12
    rows.append(f"{x!r} {y!r} {x ** y!r} {x ** -1.5!r} {x ** 0.5!r} {math.pow(x, y / 3)!r}")
print("\n".join(rows))
print(2.0 ** 0.5, 10.0 ** -0.5, 1e-300 ** 0.25, 1e300 ** 1.01 if False else 1e300 ** 0.99, 5e-324 ** 0.5)
print(1.0000001 ** 1e7, 0.9999999 ** 1e9, 3.0 ** 100, 3.0 ** -100, (-3.0) ** 101, (-2.5) ** 70)
print(7.0 ** 300.5 if False else 7.0 ** 350.5, 2.0 ** -1074.5, 2.0 ** 1023.9)
# (the overflow message carries the platform's errno: ERANGE is 34 on Linux, 68 in the oracle)
for a, b in ((0.0, -0.5), (-8.0, 1 / 3)):
    try:
        print(a ** b)
    except (OverflowError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
print(math.pow(2.0, 0.5), math.pow(1e10, -0.3))
try:
    math.pow(10.0, 400.5)
except OverflowError as e:
    print(e)
for a, b in ((10.0, 400.5), (1e308, 1.5)):
    try:
        a ** b
    except OverflowError as e:
        print(type(e).__name__)
# results near 1 (a tiny log times a huge exponent) and subnormal ones (rounded once)
print([1 + 1e-12 ** 1.0, (1 + 2 ** -40) ** 1e12, (1 - 2 ** -45) ** 3e13, 1.00000000001 ** -1e11])
print([2.0 ** -1074.5, 2.0 ** -1073.2, 1e-300 ** 1.03, 0.5 ** 1074.49, 0.5 ** 1075.0001, 7e-310 ** 1.0000001])
print([math.exp(x) for x in (-708.5, -709.9, -720.3, -744.4, -745.13, -745.14)], math.exp2(-1060.3))
