# float ** and math.pow with exponents past 2**64 (even integers: the result is 0, 1 or inf),
# an infinite exponent on a zero base, and exp2 of tiny negative arguments (found by pnpm fuzz libm-glibc)
import math

HUGE = 1.7976931348623157e308
for a, b in [(-1.0, HUGE), (-0.0729, HUGE), (-1.5e-10, HUGE), (3.366, -2.38e300), (0.5, 2.0**64), (-2.0, 2.0**64),
             (1.0000000000000002, 2.0**64), (0.9999999999999999, 2.0**64), (-9.6e197, HUGE), (0.0, -math.inf), (-0.0, -math.inf)]:
    for name, f in [("**", lambda x, y: x ** y), ("math.pow", math.pow)]:
        try:
            r = f(a, b)
        except (OverflowError, ValueError, ZeroDivisionError) as e:
            # (float ** overflowing says errno 34 natively, 68 in the oracle's musl: the type alone)
            r = type(e).__name__ if isinstance(e, OverflowError) else f"{type(e).__name__}: {e}"
        print(name, a, b, r)
print([math.exp2(x) for x in [-3.1906918638224466e-10, -4.929671918083238e-15, -5.855439958314494e-11, -3.944528242142356e-16, -0.5, 0.5, -1.5, 1e-300, -1e-300]])
