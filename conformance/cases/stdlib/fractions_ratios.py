from fractions import Fraction
import math

a = Fraction(3, 4)
b = Fraction("5/6")
print(a + b, a - b, a * b, a / b, a ** 2, a ** -1, -a, abs(Fraction(-1, 3)), a // b, a % b, divmod(Fraction(7, 2), Fraction(2, 3)))
print(Fraction(0.1), Fraction("0.1"), Fraction(1.5), Fraction("1e-3"), Fraction("-2.5e2"), Fraction(6, -4), Fraction(0))
print(Fraction(0.1).limit_denominator(10), Fraction(math.pi).limit_denominator(1000), Fraction("3.14159").limit_denominator(100))
print(a.numerator, a.denominator, a.as_integer_ratio(), float(a), int(Fraction(-7, 2)), round(Fraction(5, 2)), round(Fraction(7, 2)), round(Fraction(22, 7), 2))
print(math.floor(Fraction(-7, 2)), math.ceil(Fraction(7, 2)), math.trunc(Fraction(-7, 2)), Fraction(1, 3) == 1 / 3, Fraction(1, 2) == 0.5)
print(sorted([Fraction(1, 3), Fraction(1, 4), 0.3, 1]), sum(Fraction(1, n) for n in range(1, 8)), Fraction(2, 4) == Fraction(1, 2))
print(hash(Fraction(1, 2)) == hash(0.5), hash(Fraction(3)) == hash(3), {Fraction(1, 2): "half"}[0.5], Fraction(5).is_integer())
print(f"{Fraction(1, 3):.5f}", f"{Fraction(7, 8):%}", format(Fraction(22, 7), "10.3f"), f"{Fraction(3, 4)}", repr(Fraction(3, 4)))
print(Fraction.from_float(0.75), Fraction.from_decimal(__import__("decimal").Decimal("1.25")), Fraction(1, 3) + 1, 1 - Fraction(1, 3), Fraction(1, 2) + 0.25, Fraction(1, 2) * (1 + 1j))
def egyptian(f):
    out = []
    while f.numerator:
        d = math.ceil(f.denominator / f.numerator)
        out.append(Fraction(1, d))
        f -= Fraction(1, d)
    return out
print(egyptian(Fraction(4, 13)))
for bad in [lambda: Fraction(1, 0), lambda: Fraction("1/0"), lambda: Fraction("abc"), lambda: Fraction(1.5, 2),
            lambda: Fraction(float("nan")), lambda: Fraction(float("inf")), lambda: Fraction(1) / 0]:
    try:
        bad()
    except (ZeroDivisionError, ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
