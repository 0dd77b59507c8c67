# float methods: as_integer_ratio, is_integer, conjugate, dunders
for v in [0.0, -0.0, 1.0, 0.5, -0.75, 0.1, 1e300, 5e-324, 2.0 ** 70, 3.0, 123.456]:
    print(v.as_integer_ratio(), v.is_integer(), v.conjugate(), v.real, v.imag, v.__trunc__(), v.__floor__(), v.__ceil__())
for v in [float("inf"), float("-inf"), float("nan")]:
    print(v.is_integer(), v.conjugate(), v.real, v.imag)
    for m in [v.as_integer_ratio, v.__trunc__, v.__floor__, v.__ceil__, v.__int__, v.__round__]:
        try:
            m()
        except (ValueError, OverflowError) as e:
            print(" ", type(e).__name__, e)
print((2.5).__round__(), (3.5).__round__(), (-2.5).__round__(), (2.675).__round__(2), (2.5).__round__(None), type((2.5).__round__(0)).__name__)
print((-3.7).__trunc__(), (-3.7).__floor__(), (-3.7).__ceil__(), (1e20).__int__(), (3.9).__int__(), (-0.5).__floor__())
print((1.5).__add__(1), (1.5).__radd__(1), (1.5).__sub__(2), (1.5).__rsub__(2), (1.5).__mul__(2), (1.5).__truediv__(2))
print((1.5).__rtruediv__(3), (7.5).__floordiv__(2), (7.5).__rfloordiv__(20), (7.5).__mod__(2), (7.5).__rmod__(20))
print((7.5).__divmod__(2), (7.5).__rdivmod__(20), (2.0).__pow__(3), (2.0).__rpow__(3), (1.5).__neg__(), (1.5).__abs__())
print((1.5).__add__("x"), (1.5).__eq__(1.5), (1.5).__lt__(2), (1.5).__ge__(2 ** 80), (0.0).__bool__(), (1.5).__float__())
print((1.5).__getnewargs__(), float.__getformat__("double"), (1.5).__format__(".2f"), (1.5).__pos__(), (1.5).__int__())
try:
    (2.0).__pow__(3, 5)
except TypeError as e:
    print(e)
try:
    (1.5).is_integer(1)
except TypeError as e:
    print(e)
try:
    (1.5).real = 2
except AttributeError as e:
    print(e)
try:
    float.__getformat__("long")
except ValueError as e:
    print(e)
print(float.__name__, float.__mro__, float.__base__)
