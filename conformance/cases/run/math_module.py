# the math module's common functions and errors
import math
print(math.pi, math.e, math.inf, math.sqrt(2), math.floor(-2.5), math.ceil(2.1), math.trunc(-3.7))
print(math.gcd(12, 18), math.lcm(4, 6), math.factorial(20), math.comb(10, 3), math.perm(5, 2), math.isqrt(99))
print(math.log(100, 10), math.log2(8), math.log10(1000), math.exp(1), math.hypot(3, 4), math.fabs(-2))
print(math.isclose(0.1 + 0.2, 0.3), math.isnan(math.nan), math.isinf(-math.inf), math.copysign(2, -0.0))
print(math.fsum([0.1] * 10), sum([0.1] * 10), math.prod([1, 2, 3, 4]), math.degrees(math.pi))
print(math.sin(0), math.cos(0), round(math.atan2(1, 1), 6), math.floor(7), math.factorial(25))
for bad in [lambda: math.sqrt(-1), lambda: math.log(0), lambda: math.factorial(-1), lambda: math.floor(math.nan)]:
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
