# decimal: construction, str/repr, arithmetic, context, signals, hashing, conversions
from decimal import *
import decimal

print(Decimal(), Decimal(5), Decimal(-12345678901234567890123), Decimal('1.50'), Decimal('-0'), Decimal(' 3.14 \n'))
print(repr(Decimal(0.1)), repr(Decimal(-2.5)), repr(Decimal(float('inf'))), repr(Decimal(float('-nan'))))
print(Decimal((0, (1, 4, 1), -2)), Decimal((1, (), 'F')), Decimal([0, (1,), 'n']), Decimal('1_000.5'), Decimal('٣.٥'))
for s in ['1e10', '1E-7', '0.000001', '0.0000001', '-0E+3', '123.456e-2', 'nan', '-sNaN12', 'Inf', '-infinity', '100E+2']:
    d = Decimal(s)
    print(s, str(d), repr(d), d.to_eng_string(), d.as_tuple())
for bad in ['', 'abc', '1e', '1__0', '_1', '1.2.3', ' 1 2']:
    try:
        Decimal(bad)
    except InvalidOperation as e:
        print('bad', repr(bad), type(e).__name__, e.args)

a, b = Decimal('7.25'), Decimal('-2')
print(a + b, a - b, a * b, a / b, a // b, a % b, divmod(a, b), -a, +b, abs(b), a ** 2, b ** -3, a + 1, 1 - a, 3 * a, 10 / a)
print(Decimal(1) / Decimal(3), Decimal(2) / Decimal(3), Decimal('1.0') * Decimal('2.00'), Decimal('9.9') + Decimal('0.1'))
print(Decimal(-7) // 2, Decimal(-7) % 2, Decimal(7) // -2, Decimal(7) % -2, Decimal('5.5') % Decimal('1.2'))
print(Decimal(2).sqrt(), Decimal(16).sqrt(), Decimal('0.25').sqrt(), Decimal(2) ** Decimal('0.5'), Decimal(10) ** 30)
print(Decimal(1).exp(), Decimal(10).ln(), Decimal(1000).log10(), Decimal('0.5').log10(), Decimal(2).ln())

# comparisons and hashes agree with int, float and Fraction
from fractions import Fraction
print(Decimal('1.0') == 1, Decimal('0.5') == 0.5, Decimal('0.1') == 0.1, Decimal('0.75') == Fraction(3, 4), Decimal(2) < 3, Decimal(2) >= 2.5)
for v in [Decimal(1), Decimal('1.5'), Decimal('-2.25'), Decimal(10**40), Decimal('1e-30'), Decimal('Infinity'), Decimal('-Inf')]:
    x = float(v) if v.is_finite() and abs(v) < 10**20 else None
    print(v, hash(v) == hash(x) if x is not None and Decimal(x) == v else None, hash(v) == hash(Fraction(v)) if v.is_finite() else hash(v))
print(sorted([Decimal('1.1'), Decimal('-3'), Decimal('0.5'), Decimal(2)]), max(Decimal(1), Decimal('1.0')), min(Decimal(3), 2))

# conversions
d = Decimal('-3.75')
print(int(d), float(d), round(d), round(d, 1), round(Decimal('2.5')), round(Decimal('3.5')), d.as_integer_ratio(), complex(d))
import math
print(math.floor(d), math.ceil(d), math.trunc(d), d.adjusted(), d.is_signed(), d.copy_abs(), d.copy_negate(), d.copy_sign(1))
for bad in [lambda: int(Decimal('nan')), lambda: int(Decimal('inf')), lambda: round(Decimal('nan')), lambda: Decimal('sNaN') + 1,
            lambda: Decimal(1) + 1.5, lambda: Decimal(1) < Decimal('nan'), lambda: hash(Decimal('sNaN')), lambda: Decimal(1) / 0,
            lambda: Decimal(0) / 0, lambda: Decimal('1e999999') * 10, lambda: Decimal(1.5j), lambda: Decimal((2, (1,), 0))]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)

# quantize and the context
print(Decimal('7.325').quantize(Decimal('.01')), Decimal('7.325').quantize(Decimal('.01'), rounding=ROUND_DOWN), Decimal('1.41421356').quantize(Decimal('1.000')))
print(Decimal('2.5').to_integral(), Decimal('-2.5').to_integral_value(ROUND_HALF_UP), Decimal('2.7').to_integral_exact(ROUND_FLOOR), Decimal('120.00').normalize())
c = getcontext()
print(c)
print(c.prec, c.rounding, c.Emin, c.Emax, c.capitals, c.clamp, c.Etiny(), c.Etop())
c.prec = 6
print(Decimal(1) / 7, Decimal('123456789'), +Decimal('123456789'), Decimal(2).sqrt())
c.rounding = ROUND_UP
print(Decimal(1) / 7, Decimal(-1) / 7)
c.prec = 28
c.rounding = ROUND_HALF_EVEN
c.clear_flags()
with localcontext() as lc:
    lc.prec = 3
    print(Decimal(1) / 3, lc.flags[Inexact], lc.flags[Rounded], c.flags[Inexact])
with localcontext(prec=50) as lc:
    print(Decimal(1) / 7)
print(Decimal(1) / 7)
ctx = Context(prec=5, rounding=ROUND_FLOOR, traps=[DivisionByZero])
print(ctx, ctx.divide(1, 3), ctx.add(Decimal('1.00001'), 2), ctx.create_decimal('3.14159265'), ctx.power(2, 10))
print(ctx.flags)
ctx.traps[Inexact] = True
try:
    ctx.divide(1, 3)
except Inexact as e:
    print('trapped', type(e).__name__, e.args)
ctx.traps[DivisionByZero] = False
print(ctx.divide(1, 0), ctx.divide_int(-5, 0))
print(BasicContext, ExtendedContext, DefaultContext.prec)
print(ExtendedContext.divide(0, 0), ExtendedContext.sqrt(-1))
setcontext(ExtendedContext)
print(Decimal(1) / 0, getcontext().flags[DivisionByZero], getcontext() is ExtendedContext)
setcontext(DefaultContext)

# signals are exception classes
for s in [DecimalException, Clamped, InvalidOperation, DivisionByZero, Inexact, Rounded, Subnormal, Overflow, Underflow,
          FloatOperation, ConversionSyntax, DivisionImpossible, DivisionUndefined, InvalidContext]:
    print(s.__name__, s.__module__, [b.__name__ for b in s.__mro__])
print(issubclass(DivisionByZero, ZeroDivisionError), issubclass(FloatOperation, TypeError), decimal.MAX_PREC > 10**8, decimal.MIN_ETINY < -10**8)

# format
for spec in ['', '.2f', '10.3', '<10', '^12.4e', '+,.2f', '%', '.1%', 'E', 'g', '.3g', '08.2f', 'n', ',.3f']:
    print(repr(spec), format(Decimal('-1234.5678'), spec), format(Decimal('0.000012345'), spec), format(Decimal('-0.00'), spec))
print(f"{Decimal('nan'):>8}|{Decimal('-inf'):+}|{Decimal('1e30'):f}|{Decimal('123'):.1e}")
# a program may run again in the same interpreter (pyc-run.test.ts): the template contexts and the current one are put back
ExtendedContext.clear_flags(); BasicContext.clear_flags(); setcontext(DefaultContext)
