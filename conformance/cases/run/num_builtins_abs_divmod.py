# abs() and divmod() over the numeric tower and user classes
print(abs(-5), abs(5), abs(-(2 ** 100)), abs(-0.0), abs(-1.5), abs(float("-inf")), abs(float("nan")), abs(-3 - 4j), abs(True))
print(divmod(7, 2), divmod(-7, 2), divmod(7, -2), divmod(-7, -2), divmod(2 ** 100, 7), divmod(-(2 ** 100), 7))
print(divmod(7.5, 2), divmod(-7.5, 2), divmod(7, 2.5), divmod(True, 2), divmod(1e308, 1e-308)[1], divmod(0.0, -1))
class A:
    def __abs__(self):
        return "abs!"
    def __divmod__(self, o):
        return ("divmod", o)
    def __rdivmod__(self, o):
        return ("rdivmod", o)
print(abs(A()), divmod(A(), 3), divmod(3, A()), divmod(A(), A())[0])
class MyInt(int):
    def __rdivmod__(self, o):
        return "sub wins"
print(divmod(5, MyInt(3)), divmod(MyInt(5), 3), abs(MyInt(-4)), type(abs(MyInt(-4))).__name__)
for f in [lambda: abs("x"), lambda: abs(None), lambda: abs(), lambda: abs(1, 2), lambda: divmod(1, 0),
          lambda: divmod(1.0, 0), lambda: divmod("a", 1), lambda: divmod(1, "a"), lambda: divmod(1),
          lambda: divmod(1j, 1j), lambda: divmod([], [])]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print(int.__abs__(-3), float.__abs__(-2.5), complex.__abs__(3j), int.__divmod__(7, 2), float.__divmod__(7.0, 2))
print(int.__divmod__(7, 2.0), float.__rdivmod__(2.0, 7), int.__rdivmod__(2, 7))
