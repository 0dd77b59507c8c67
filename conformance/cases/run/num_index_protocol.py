# __index__, __int__, __float__ and __complex__ in conversions, operators and builtins
class I:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
print(hex(I(255)), oct(I(8)), bin(I(5)), [10, 20, 30][I(1)], "abc"[I(-1)], range(I(3)), list(range(10))[I(2):I(5)])
print(int(I(7)), float(I(7)), complex(I(7)), round(1.23456, I(2)), (1).to_bytes(I(2), "big"), "ab" * I(2), I(3) .__index__())
import math
print(math.factorial(I(5)), math.comb(I(5), I(2)), pow(2, I(3)) if False else 0, math.isqrt(I(17)))
class BadI:
    def __index__(self):
        return 1.5
class BadInt:
    def __int__(self):
        return "x"
class BoolInt:
    def __int__(self):
        return True
class SubInt:
    def __index__(self):
        return True
for f in [lambda: hex(BadI()), lambda: int(BadInt()), lambda: [1][BadI()], lambda: hex(1.5), lambda: bin("1"),
          lambda: oct(None), lambda: "x" * 1.5, lambda: range(1.5), lambda: (1).__index__(2)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print(hex(-255), oct(-8), bin(-5), hex(0), bin(0), hex(2 ** 70), oct(-(2 ** 70)), bin(True))
class Both:
    def __index__(self):
        return 3
    def __int__(self):
        return 4
    def __float__(self):
        return 5.0
print(int(Both()), float(Both()), hex(Both()), [0, 1, 2, 3, 4][Both()], complex(Both()), math.floor(Both()) if False else 0)
