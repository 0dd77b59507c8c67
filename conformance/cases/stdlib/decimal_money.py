from decimal import Decimal, getcontext, localcontext, ROUND_HALF_UP, ROUND_DOWN, InvalidOperation, DivisionByZero, Context
import decimal

prices = [Decimal("19.99"), Decimal("5.01"), Decimal("0.10"), Decimal("100")]
total = sum(prices)
print(total, repr(total), total * Decimal("1.0825"), (total * Decimal("1.0825")).quantize(Decimal("0.01"), ROUND_HALF_UP))
print(Decimal("0.1") + Decimal("0.2") == Decimal("0.3"), 0.1 + 0.2 == 0.3, Decimal(0.1), Decimal("1e-3"), Decimal((0, (1, 4), -1)))
print(Decimal("2.675").quantize(Decimal("0.01")), Decimal("2.675").quantize(Decimal("0.01"), rounding=ROUND_DOWN))
print(Decimal(10) / Decimal(3), Decimal(1) / Decimal(7), Decimal(2).sqrt(), Decimal("1.5").exp(), Decimal(100).ln(), Decimal(1000).log10())
getcontext().prec = 6
print(Decimal(1) / Decimal(7), Decimal("123456789") + 0, +Decimal("1.23456789"))
getcontext().prec = 28
with localcontext() as ctx:
    ctx.prec = 50
    print(Decimal(1) / Decimal(3))
print(Decimal("-0"), Decimal("Infinity"), Decimal("NaN"), Decimal("-inf") < 0, Decimal("1.30").normalize(), Decimal("120").normalize())
d = Decimal("-123.4500")
print(d.as_tuple(), d.sign if hasattr(d, "sign") else d.is_signed(), d.adjusted(), abs(d), d.to_integral_value(), int(d), float(d), round(d, 1), round(d))
print(Decimal("7") // Decimal("-2"), Decimal("7") % Decimal("-2"), divmod(Decimal("7.5"), 2), Decimal(3) ** 4, Decimal("2") ** Decimal("0.5"))
print(f"{Decimal('1234567.891'):,.2f}", f"{Decimal('0.000123'):.2e}", f"{Decimal('42'):>8}", format(Decimal("3.14159"), ".3"))
print(sorted([Decimal("1.1"), Decimal("-2"), Decimal("1.01")]), max(Decimal("1"), Decimal("1.0")), Decimal("1.0") == Decimal("1"))
print(Decimal("1.2345").compare(Decimal("1.3")), Decimal("5").max(Decimal("7")), Decimal("0.5").as_integer_ratio(), Decimal.from_float(0.25))
c = Context(prec=3, rounding=ROUND_HALF_UP)
print(c.add(Decimal("1.234"), Decimal("2")), c.divide(1, 8), c.create_decimal("3.14159"))
for call in [lambda: Decimal(1) / Decimal(0), lambda: Decimal("abc"), lambda: Decimal(0) / Decimal(0), lambda: Decimal("1.5") + 1.5,
             lambda: Decimal("-1").sqrt(), lambda: Decimal("1e100").quantize(Decimal("0.1"))]:
    try:
        print(call())
    except (DivisionByZero, InvalidOperation, TypeError) as e:
        print(type(e).__name__, e)
getcontext().traps[DivisionByZero] = False
print(Decimal(1) / Decimal(0), Decimal(-1) / Decimal(0))
