# math's float-representation functions: frexp, ldexp, modf, fmod, remainder, copysign, nextafter, ulp, fma
import math
inf, nan = math.inf, math.nan
print([math.frexp(x) for x in [0.0, -0.0, 1.0, 8.0, -0.3, 5e-324, 1e308, 1024]], math.frexp(inf), math.frexp(nan))
print(math.ldexp(1, 10), math.ldexp(0.5, -1073), math.ldexp(1, -1075), math.ldexp(1, -1074), math.ldexp(-0.0, 5), math.ldexp(3, 10 ** 30 * 0 - 10 ** 20), math.ldexp(inf, -5))
print(math.modf(3.5), math.modf(-3.5), math.modf(inf), math.modf(-inf), math.modf(nan), math.modf(0.0), math.modf(-0.0), math.modf(7))
print(math.fmod(7, 3), math.fmod(-7, 3), math.fmod(7, -3), math.fmod(-0.0, 1), math.fmod(5, inf), math.fmod(1e308, 1e-308))
print(math.remainder(7, 3), math.remainder(8, 3), math.remainder(-7, 3), math.remainder(5, 2), math.remainder(7, 2), math.remainder(3, inf), math.remainder(-0.0, 1))
print(math.copysign(1, -0.0), math.copysign(-2, 0.0), math.copysign(inf, -1), math.copysign(nan, -1), math.copysign(3, nan))
print(math.nextafter(1, 2), math.nextafter(1, 0), math.nextafter(0, 1), math.nextafter(0.0, -1), math.nextafter(1, 1), math.nextafter(inf, 0))
print(math.nextafter(1, 2, steps=3), math.nextafter(1, 0, steps=0), math.nextafter(0, 1, steps=10 ** 20), math.nextafter(-1, 1, steps=2), math.nextafter(1.5, nan))
print(math.ulp(1), math.ulp(0), math.ulp(-1e300), math.ulp(inf), math.ulp(nan), math.ulp(5e-324), math.ulp(2 ** 52), math.ulp(1.7976931348623157e308))
print(math.fma(2, 3, 4), math.fma(0.1, 10, -1), math.fma(1e308, 10, -inf), math.fma(inf, 0 + 1, 0), math.fma(nan, 1, 1))
print(math.isfinite(1), math.isinf(inf), math.isnan(nan), math.isfinite(nan), math.isinf(10 ** 300), math.isnan(2))
for f in [lambda: math.ldexp(1, 2000), lambda: math.ldexp(1.5, 10 ** 30), lambda: math.ldexp(1, 1.5), lambda: math.fmod(1, 0),
          lambda: math.fmod(inf, 1), lambda: math.remainder(1, 0), lambda: math.remainder(inf, 1), lambda: math.nextafter(1, 2, steps=-1),
          lambda: math.nextafter(1, 2, 3), lambda: math.fma(inf, 0, 1), lambda: math.fma(1e308, 10, 0), lambda: math.fma(inf, 1, -inf),
          lambda: math.frexp("x"), lambda: math.modf(None), lambda: math.copysign(1), lambda: math.ulp("x"), lambda: math.ldexp(1, 2 ** 70)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
