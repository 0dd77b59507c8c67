# math.isclose and the module's function list
import math
print(math.isclose(1.0, 1.0 + 1e-10), math.isclose(1.0, 1.0001), math.isclose(1.0, 1.0001, rel_tol=1e-3), math.isclose(0, 1e-12))
print(math.isclose(0, 1e-12, abs_tol=1e-11), math.isclose(math.inf, math.inf), math.isclose(math.inf, -math.inf), math.isclose(math.nan, math.nan))
print(math.isclose(1e308, math.inf), math.isclose(10 ** 20, 10 ** 20 + 1), math.isclose(-1, -1.0000000001), math.isclose(True, 1))
for f in [lambda: math.isclose(1, 2, rel_tol=-1), lambda: math.isclose(1, 2, abs_tol=-0.1), lambda: math.isclose(1),
          lambda: math.isclose(1, 2, 3), lambda: math.isclose("a", 1), lambda: math.isclose(1, 2, tol=1)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
names = sorted(n for n in dir(math) if not n.startswith("_"))
print(len(names), names)
print(math.__name__, type(math.sin).__name__, math.sin.__name__, math.sqrt.__module__ if False else "", repr(math.isqrt)[:30])
print(math.cbrt(27), math.cbrt(-8), math.cbrt(2), math.exp2(3), round(math.erf(0.5), 12), round(math.erfc(0.5), 12), math.gamma(5), math.lgamma(10))
print(math.gamma(0.5) ** 2, math.gamma(-0.5), math.lgamma(-0.5), math.degrees(1), math.radians(180) == math.pi)
