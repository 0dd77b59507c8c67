# int methods and attributes
for v in [0, 1, -1, 7, -8, 255, 2 ** 64, -(2 ** 64) + 1, 10 ** 30]:
    print(v.bit_length(), v.bit_count(), v.as_integer_ratio(), v.is_integer(), v.conjugate(),
          v.numerator, v.denominator, v.real, v.imag, v.__index__(), abs(v), -v, ~v, +v)
print(type(True.as_integer_ratio()[0]), True.numerator, type(True.real), type(True.conjugate()))
print((5).__trunc__(), (5).__floor__(), (5).__ceil__(), (5).__round__(), (1234).__round__(-2), (-1250).__round__(-2))
print((15).__round__(-1), (25).__round__(-1), (35).__round__(-1), (5).__round__(5), (-15).__round__(-1))
print((7).__float__(), (7).__int__(), (7).__bool__(), (0).__bool__(), (7).__neg__(), (7).__pos__(), (7).__invert__())
print((7).__add__(1), (7).__radd__(1), (7).__sub__(1), (7).__rsub__(1), (7).__mul__(2), (7).__rmul__(2))
print((7).__floordiv__(2), (7).__rfloordiv__(2), (7).__mod__(3), (7).__rmod__(3), (7).__divmod__(2), (7).__rdivmod__(2))
print((7).__truediv__(2), (7).__rtruediv__(2), (7).__pow__(2), (7).__rpow__(2), (7).__pow__(2, 5), (7).__lshift__(2))
print((7).__add__(1.0), (7).__eq__(7.0), (7).__lt__("a"), (7).__and__(3), (7).__or__(8), (7).__xor__(2), (7).__rshift__(1))
print(int.__name__, int.__qualname__, type(int), int.__mro__, bool.__mro__, int.__bases__)
print((2 ** 100).__sizeof__() > 0, (255).__format__("x"), (255).__format__(""), int.from_bytes(b"\x01\x00", "big"))
print(int.__new__(int, 5), int.__new__(bool, 5) if False else 0, int(), float(), bool(), complex() if False else 0)
try:
    (5).bit_length(1)
except TypeError as e:
    print(e)
try:
    int.bit_length("x")
except TypeError as e:
    print(e)
try:
    (5).real = 3
except AttributeError as e:
    print(e)
try:
    (5).foo
except AttributeError as e:
    print(e)
print((3).__getnewargs__(), (3).__hash__() == 3)
