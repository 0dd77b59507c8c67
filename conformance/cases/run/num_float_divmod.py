# float //, %, divmod with signs, infinities, nans and zeros
inf, nan = float("inf"), float("nan")
for x in [7.5, -7.5, 0.0, -0.0, 1e300, 5e-324, inf, -inf]:
    for y in [2.0, -2.0, 0.3, -inf, inf, 3]:
        try:
            print(x // y, x % y, divmod(x, y), end=" | ")
        except ZeroDivisionError as e:
            print("ZeroDivisionError", e, end=" | ")
    print()
print(divmod(nan, 1.0), divmod(1.0, nan), nan % 2, 2 % nan, nan // 1, 1 // nan)
print(-1e-300 % 1.0, 1e-300 % -1.0, -0.0 % 5, 0.0 % -5, 5 % 0.5, 5.5 % 0.1, -5.5 // 0.1, 1 % 1e-300)
print(6.0 // 0.1, 6.0 % 0.1, 1.0 // 0.1, 1.0 % 0.1, divmod(-1, 0.3), divmod(10 ** 20, 3.0), divmod(3, -2.0))
for f in [lambda: 1.0 // 0.0, lambda: 1.0 % 0.0, lambda: divmod(1.0, 0.0), lambda: 1.0 / 0.0, lambda: 1 / 0.0,
          lambda: 0.0 / 0, lambda: 5 // 0.0, lambda: 5 % -0.0, lambda: divmod(5, 0.0), lambda: inf // 0.0,
          lambda: nan % 0.0, lambda: 0.0 ** -1, lambda: (-0.0) ** -3, lambda: divmod(2.0, "a"), lambda: 1.5 // None,
          lambda: 1.5 % [1], lambda: 1.0 / False]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print(1e308 * 10, -1e308 * 10, 1e308 + 1e308, inf - inf, inf * 0, 0 * -1.0, -0.0 + 0.0, -0.0 - 0.0, -0.0 * 5)
print(1 / inf, -1 / inf, 1e-320 / 1e10, 5e-324 / 2, 5e-324 * 0.5, 1.5e-323 / 2)
x = 7.0
x //= 2; print(x)
x %= 1.5; print(x)
x /= 0.25; print(x)
