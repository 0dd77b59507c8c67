# math constants, trigonometric and hyperbolic functions, and their domain errors
import math
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan, type(math.nan).__name__)
for name in ["sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "exp", "sqrt",
             "fabs", "degrees", "radians", "gamma", "lgamma", "cbrt", "exp2", "expm1", "log1p"]:
    f = getattr(math, name)
    out = []
    for x in [0.0, -0.0, 0.5, 1, 2, -3.5, 10, 1e-10, math.inf, -math.inf, math.nan, 700, 1e308]:
        try:
            out.append(repr(f(x)))
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    print(name, out)
print(math.atan2(1, 1), math.atan2(-0.0, -1), math.atan2(0.0, -0.0), math.atan2(math.inf, math.inf), math.atan2(-1, math.inf))
print(math.hypot(), math.hypot(3), math.hypot(3, 4), math.hypot(1, 2, 3, 4), math.hypot(math.inf, math.nan), math.hypot(-5))
print(math.hypot(1e308, 1e308), math.hypot(1e-320, 1e-320), math.dist([0, 0], [3, 4]), math.dist((1, 2, 3), (4, 6, 15)))
for f in [lambda: math.dist([1], [1, 2]), lambda: math.dist(1, 2), lambda: math.hypot("a"), lambda: math.sin("x"),
          lambda: math.sin(), lambda: math.sin(1, 2), lambda: math.sqrt(-1), lambda: math.sqrt(-0.5), lambda: math.sqrt(10 ** 400),
          lambda: math.exp(1000), lambda: math.cosh(1000), lambda: math.acosh(0.5), lambda: math.atanh(1), lambda: math.gamma(0),
          lambda: math.gamma(-1), lambda: math.gamma(200), lambda: math.lgamma(-2), lambda: math.asin(2), lambda: math.sqrt(None)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
