# decimal: the methods beyond arithmetic, Context's methods, pickling, and the modules that use decimal
from decimal import *
import decimal, copy

x, y = Decimal('12.345'), Decimal('-0.5')
for name in ['exp', 'ln', 'log10', 'logb', 'next_minus', 'next_plus', 'normalize', 'sqrt', 'number_class',
             'is_normal', 'is_subnormal', 'to_eng_string', 'adjusted', 'canonical', 'copy_abs', 'copy_negate',
             'is_canonical', 'is_finite', 'is_infinite', 'is_nan', 'is_qnan', 'is_snan', 'is_signed', 'is_zero', 'radix']:
    for v in [x, abs(y), Decimal('1E-1000000'), Decimal('-Inf'), Decimal(0)]:
        try:
            print(name, v, getattr(v, name)())
        except Exception as e:
            print(name, v, type(e).__name__, e)
for name in ['compare', 'compare_signal', 'compare_total', 'compare_total_mag', 'copy_sign', 'max', 'max_mag', 'min',
             'min_mag', 'next_toward', 'remainder_near', 'same_quantum', 'scaleb', 'quantize']:
    for a, b in [(x, y), (y, Decimal(3)), (Decimal('NaN'), x), (Decimal('1.0'), Decimal('1.00'))]:
        try:
            print(name, a, b, getattr(a, name)(b))
        except Exception as e:
            print(name, a, b, type(e).__name__, e)
for a, b in [(Decimal(1101), Decimal(110)), (Decimal('10'), Decimal('1'))]:
    print(a.logical_and(b), a.logical_or(b), a.logical_xor(b), a.logical_invert(), a.shift(2), a.rotate(-2), a.shift(-1), a.rotate(3))
print(Decimal(2).fma(3, 4), Decimal('1.5').fma(Decimal(2), Decimal('-3')), Decimal(3).__pow__(4, 5), pow(Decimal(7), 3, 10))
print(Decimal('123.456').scaleb(-2), Decimal('123E+2').scaleb(3), Decimal('1.23E+5').to_integral_exact(), Decimal('-0.0').normalize())
print(Decimal(10).exp(), Decimal('0.001').ln(), Decimal('1e-20').exp(), Decimal(-1000).exp(), Decimal(3) ** Decimal('1.5'), Decimal('0.5') ** -2)

c = Context(prec=10)
for m in ['abs', 'exp', 'ln', 'log10', 'logb', 'minus', 'plus', 'next_plus', 'next_minus', 'normalize', 'sqrt', 'to_integral',
          'to_integral_exact', 'to_integral_value', 'number_class', 'to_sci_string', 'to_eng_string', 'copy_abs', 'copy_negate',
          'is_zero', 'is_signed', 'is_normal', 'canonical', 'copy_decimal']:
    print(m, getattr(c, m)(Decimal('123.456789012345')))
for m in ['add', 'subtract', 'multiply', 'divide', 'divide_int', 'remainder', 'remainder_near', 'divmod', 'power', 'compare',
          'max', 'min', 'quantize', 'same_quantum', 'copy_sign', 'compare_total', 'next_toward', 'scaleb']:
    print(m, getattr(c, m)(Decimal('7.5'), 2))
print(c.fma(2, 3, 4), c.power(3, 4, 5), c.create_decimal_from_float(0.1), c.create_decimal('5.123456789012'), c.Etiny(), c.Etop(), c.radix())
print(c.flags[Inexact], c.flags[InvalidOperation], sorted(k.__name__ for k, v in c.flags.items() if v))
c2 = c.copy()
c2.prec = 3
print(c.prec, c2.prec, copy.copy(c) is c, c == c)
for bad in [lambda: c.add(1), lambda: c.add(1, 1.5), lambda: setattr(c, 'prec', 0), lambda: setattr(c, 'rounding', 'x'),
            lambda: setattr(c, 'Emin', 5), lambda: c.flags.__delitem__(Inexact), lambda: c.traps['x'], lambda: localcontext(bogus=1),
            lambda: setcontext(5), lambda: Context(prec='x')]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(IEEEContext(32), IEEEContext(128))

# what pickling uses, and copying
for v in [Decimal('1.23'), Decimal('-Inf'), Decimal('sNaN7')]:
    f, args = v.__reduce__()
    print(repr(f(*args)), copy.copy(v) is v, copy.deepcopy(v) is v, v.__reduce__())
f, args = Context(prec=7, traps=[Inexact]).__reduce__()
print(f(*args), args)

class MyDecimal(Decimal):
    def double(self):
        return self * 2
m = MyDecimal('2.5')
print(type(m).__name__, m, m.double(), type(m + 1).__name__, isinstance(m, Decimal), repr(MyDecimal.from_float(0.5)))
print(Decimal.from_float(1.1), Decimal.from_number(3), Decimal.from_number(Decimal('2.0')))

# modules built on decimal
import fractions, statistics
print(fractions.Fraction(Decimal('1.1')), fractions.Fraction('0.25') == Decimal('0.25'), fractions.Fraction(Decimal('-3.75')))
print(statistics.mean([1, 2, 3]), statistics.mean([Decimal('1.1'), Decimal('2.2'), Decimal('3.4')]), statistics.median([Decimal(1), Decimal(3)]))
print(statistics.stdev([Decimal('1.5'), Decimal('2.5'), Decimal('2.5'), Decimal('2.75')]), statistics.fmean([1, 2, 3]))
print(sum([Decimal('0.1')] * 10), sum([Decimal('0.1')] * 10) == 1, '%s' % Decimal('1e3'), str(Decimal('1e3').quantize(1)))
