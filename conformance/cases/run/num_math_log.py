# math logarithms and exponentials, including big ints and bases
import math
print(math.log(1), math.log(math.e), math.log(100, 10), math.log(8, 2), math.log(1024, 2), math.log(10 ** 400), math.log(2 ** 10000, 2))
print(math.log2(8), math.log2(1024), math.log2(2 ** 1000), math.log2(3), math.log10(1000), math.log10(10 ** 500), math.log10(0.001))
print(math.log(0.5, 0.25), math.log(1, 5), math.log(True, 2) if False else 0, math.log(10, 100), math.log(math.inf), math.log(math.nan))
print(math.log1p(0), math.log1p(1e-20), math.log1p(-0.5), math.expm1(1e-10), math.expm1(0), math.exp(0), math.exp(-1000))
print(math.exp2(10), math.exp2(-1), math.exp2(0.5), math.log2(0.125), math.log10(1e-300), math.log(1e-320))
for f in [lambda: math.log(0), lambda: math.log(-1), lambda: math.log(0.0), lambda: math.log(-math.inf), lambda: math.log(10, 1),
          lambda: math.log(10, 0), lambda: math.log(10, -2), lambda: math.log(-(10 ** 400)), lambda: math.log(0, 10),
          lambda: math.log2(0), lambda: math.log2(-1), lambda: math.log10(-2.5), lambda: math.log10(0), lambda: math.log1p(-1),
          lambda: math.log1p(-2), lambda: math.expm1(1000), lambda: math.exp2(2000), lambda: math.log(1, 1),
          lambda: math.log(), lambda: math.log(1, 2, 3), lambda: math.log("e"), lambda: math.log2(-(2 ** 1000))]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
class Big(int):
    pass
print(math.log(Big(2 ** 2000)), math.log10(Big(10)), math.log2(Big(2 ** 3000)))
print(math.pow(2, 10), math.pow(2, 0.5), math.pow(-8, 1 / 3) if False else 0, math.pow(0, 0), math.pow(math.nan, 0), math.pow(1, math.nan))
for f in [lambda: math.pow(-8, 1 / 3), lambda: math.pow(0, -1), lambda: math.pow(10, 400), lambda: math.pow(-0.0, -1.5)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
