# pow(): 2- and 3-argument forms, negative exponents with a modulus (modular inverse)
print(pow(2, 10), pow(2, -1), pow(-2, 3), pow(2.5, 2), pow(2, 0.5), pow(0, 0), pow(base=3, exp=4), pow(3, 4, mod=5))
print(pow(3, 4, 5), pow(-3, 4, 5), pow(3, 4, -5), pow(-3, 3, -5), pow(2, 100, 10 ** 9 + 7), pow(7, 0, 1), pow(7, 0, -1))
print(pow(3, -1, 7), pow(3, -2, 7), pow(-3, -1, 7), pow(3, -1, -7), pow(38, -1, 97), pow(2, -1, 10 ** 30 + 57))
print(pow(10 ** 30, 10 ** 20, 10 ** 9 + 9), pow(123456789, 987654321, 2 ** 61 - 1), pow(True, True, 2), pow(5, 3, True))
for args in [(3, -1, 6), (0, -1, 5), (2, 3, 0), (2, -1, 0), (2.0, 3, 5), (2, 3.0, 5), (2, 3, 5.0), (2, "3", 5),
             ("2", 3), (2, 3, None, 4), (1j, 2, 3), (0, -1), (0.0, -1), (4, -2, 4)]:
    try:
        print(pow(*args))
    except Exception as e:
        print(type(e).__name__, e)
class P:
    def __pow__(self, o, m=None):
        return ("pow", o, m)
    def __rpow__(self, o, m=None):
        return ("rpow", o, m)
print(pow(P(), 2), pow(2, P()), pow(P(), 2, 3), P() ** 5, 5 ** P())
try:
    pow(2, P(), 3)
except TypeError as e:
    print(e)
print(int.__pow__(3, 4, 5), int.__pow__(3, -1, 7), int.__rpow__(4, 3, 5), float.__pow__(2.0, 0.5), 3 .__pow__(2.0))
