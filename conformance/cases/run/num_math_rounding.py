# math.trunc/floor/ceil: ints stay exact, floats convert, dunders are honoured, errors
import math
print(math.floor(2.5), math.floor(-2.5), math.ceil(2.5), math.ceil(-2.5), math.trunc(2.7), math.trunc(-2.7))
print(math.floor(10 ** 30), math.ceil(-(10 ** 30)), math.floor(1e30), math.ceil(-1e30), math.trunc(1e300) == 10 ** 300, math.floor(True))
print(type(math.floor(2.0)).__name__, type(math.ceil(True)).__name__, math.floor(-0.0), math.ceil(-0.5), math.trunc(-0.0))
class X:
    def __floor__(self):
        return "floor!"
    def __ceil__(self):
        return "ceil!"
    def __trunc__(self):
        return "trunc!"
print(math.floor(X()), math.ceil(X()), math.trunc(X()))
class F:
    def __float__(self):
        return 2.5
print(math.floor(F()), math.ceil(F()))
class MyFloat(float):
    def __floor__(self):
        return "myfloor"
print(math.floor(MyFloat(1.5)), math.ceil(MyFloat(1.5)))
class MyInt(int):
    pass
print(type(math.floor(MyInt(3))).__name__, type(math.trunc(MyInt(3))).__name__)
for f in [lambda: math.floor(math.nan), lambda: math.ceil(math.inf), lambda: math.trunc(-math.inf), lambda: math.floor("1"),
          lambda: math.ceil(None), lambda: math.trunc(F()), lambda: math.trunc(1j), lambda: math.floor(), lambda: math.ceil(1, 2)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
