# float ** : overflow, domain errors, complex results, special cases (C99 pow)
inf, nan = float("inf"), float("nan")
print(2.0 ** 10, 2 ** 0.5, 4 ** -0.5, 2.0 ** -1074, 2.0 ** -1075, 10.0 ** 308, 0.0 ** 0, nan ** 0, 1 ** nan, 1.0 ** inf)
print((-1.0) ** inf, (-1.0) ** -inf, 0.5 ** inf, 0.5 ** -inf, 2.0 ** inf, 2.0 ** -inf, inf ** 0.5, inf ** -1, (-inf) ** 3)
print((-inf) ** 2, (-inf) ** -3, (-inf) ** 0.5, (-0.0) ** 3, (-0.0) ** 2, 0.0 ** 5, (-2.0) ** 3, (-2.0) ** -2, nan ** 1)
print((-1) ** 0.5, (-4) ** 0.5 == 2j, type((-1.0) ** 0.5).__name__)
print(pow(2.0, 3), pow(2, 3.0), pow(-2.0, 2), pow(1e-10, 0.5), pow(True, 2.5), 10 ** -2, (-10) ** -2)
for f in [lambda: 10.0 ** 400, lambda: 2.0 ** 1024, lambda: (-10.0) ** 401, lambda: 0.0 ** -1, lambda: 0.0 ** -0.5,
          lambda: (-0.0) ** -1, lambda: 0 ** -1.0, lambda: pow(2.0, 3, 5), lambda: 1.5 ** "a", lambda: 10 ** 400.0,
          lambda: 1e200 ** 2, lambda: (2 ** 2000) ** 0.5, lambda: 1.1 ** 10000]:
    try:
        print(f())
    except Exception as e:
        # errno text is platform-specific: (34, 'Numerical result out of range') on Linux
        print(type(e).__name__, "" if isinstance(e, OverflowError) else e)
x = 3.0
x **= 2
print(x, x ** 0.5, x ** -1, 1.0000001 ** 1e7, (1 + 1e-15) ** 1e15)
