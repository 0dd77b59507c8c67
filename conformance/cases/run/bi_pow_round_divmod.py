# pow (2 and 3 args), round, divmod and their errors
print(pow(2, 10), pow(2, -1), pow(-2, 3), pow(2.0, 3), pow(4, 0.5), pow(2, 10, 1000), pow(3, -1, 7), pow(-3, 2, 5), pow(3, 0, 1))
print(pow(base=2, exp=3), pow(2, exp=5, mod=3), pow(0, 0), pow(0.0, 0), pow(10, 20), pow(7, 123, 10 ** 9 + 7), pow(2, 3, -5))
print(round(2.5), round(3.5), round(-0.5), round(1.23456, 2), round(1234, -2), round(1250, -2), round(1350, -2), round(-15, -1))
print(round(7), round(7, 1), round(0.125, 2), round(2.675, 2), round(1e20, -19), round(5.5, 0), round(-2.5), type(round(2.5, 0)).__name__)
print(divmod(7, 2), divmod(-7, 2), divmod(7, -2), divmod(7.5, 2), divmod(-7.5, 2), divmod(10 ** 20, 7), divmod(True, 2))
class R:
    def __round__(self, n=None):
        return ('rounded', n)
print(round(R()), round(R(), 3), round(R(), None))
for bad in [lambda: pow(2), lambda: pow(2, 3, 0), lambda: pow(2.0, 3, 5), lambda: pow(0, -1), lambda: pow(2, -1, 4),
            lambda: pow('a', 2), lambda: pow(2, 3, 4, 5), lambda: round(), lambda: round('x'), lambda: round(1.5, 'a'),
            lambda: round(float('inf')), lambda: round(float('nan')), lambda: divmod(1, 0), lambda: divmod(1.0, 0),
            lambda: divmod('a', 1), lambda: divmod(1), lambda: round(1, 2, 3), lambda: pow(0.0, -1), lambda: pow(-8, 1 / 3) and 'complex',
            lambda: round(x=1), lambda: divmod(2, 0.0)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(round(0.5), round(1.5), round(-1.5), round(2.5, 0), round(0.1 + 0.2, 15), round(123.456, -1), round(-0.0))
print(pow(2, 100) % 1000, pow(10, -2), pow(-1, 0.5) if False else '', pow(2, 0.5) ** 2)
class P:
    def __pow__(self, other, mod=None):
        return ('pow', other, mod)
    def __rpow__(self, other):
        return ('rpow', other)
print(pow(P(), 2), pow(P(), 2, 5), pow(3, P()), P() ** 4, 2 ** P())
round(None)
