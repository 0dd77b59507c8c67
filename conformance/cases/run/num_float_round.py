# round() of floats: half-even on the exact binary value, ndigits positive and negative
print(round(0.5), round(1.5), round(2.5), round(-0.5), round(-1.5), round(0.49999999999999994), round(4503599627370497.0))
print(round(2.675, 2), round(1.005, 2), round(0.125, 2), round(0.375, 2), round(-0.125, 2), round(1.25, 1), round(1.35, 1))
print(round(123.456, -1), round(123.456, -2), round(155.0, -1), round(165.0, -1), round(-165.0, -1), round(1e20, -5))
print(round(1.23456789e-10, 15), round(5e-324, 400), round(1e300, -300), round(1e300, -301), round(1.5e308, -308))
print(round(0.1, 0), round(-0.1, 0), round(-0.4), round(0.0, 3), round(-0.0, 3), round(2.5, 0), round(3.5, 0))
print(round(123456789.123456789, 5), round(1e-5, 5), round(1e-5, 4), round(0.3, 1000), round(1e16 + 2, -1))
print(round(12.5, None), round(float("inf"), 2), round(float("-inf"), -2), round(float("nan"), 1), round(7.0, -1000))
print(round(1.0e22), round(-1.0e22), round(2.0 ** 70 + 2.0 ** 18), type(round(2.5)).__name__, type(round(2.5, 0)).__name__)
for v in [0.15, 0.25, 0.35, 0.45, 0.55, 0.65, 0.75, 0.85, 0.95, 1.45, 2.345, 8.875, 1234.5678, -9.995]:
    print(round(v, 1), round(v, 2), end=" ")
print()
for x in [float("inf"), float("nan")]:
    try:
        round(x)
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
for args in [(1.5, 1.0), (1.5, "a"), ("1.5",), (None,), (1.5, 2, 3), ()]:
    try:
        round(*args)
    except TypeError as e:
        print(e)
class R:
    def __round__(self, n=None):
        return ("rounded", n)
print(round(R()), round(R(), 3), round(R(), None), round(number=2.5), round(2.675, ndigits=2))
print(round(2 ** 70 + 0.0, -20), round(12345678901234567.0, -3), round(-2.5e-8, 8), round(5.5e-8, 7))
