# float() from strings and objects, with its errors
for s in ["1.5", "  -2.25\n", "1e3", "1E-3", ".5", "5.", "+.5e+2", "1_000.000_1", "1_0e1_0", "inf", "-Infinity",
          "+INF", "nan", "-NaN", "  nAn ", "0x10" if False else "10", "1e400", "-1e400", "1e-400", "00012", "٣.٥",
          "0.1e-0", "4.9e-324", "2.4703282292062328e-324", "2.4703282292062327e-324", "1.7976931348623158e308"]:
    print(repr(s), float(s))
for s in ["", " ", "1.5.2", "1__0", "_1", "1_", "1e", "e5", "0x10", "inf inity", "nan1", "1,5", "--1", "1e_5",
          "1_.5", "1._5", "infinit", "i", "1 2", "\x00", "1.5j", "a" * 250]:
    try:
        float(s)
    except ValueError as e:
        print(type(e).__name__, e)
print(float(b"1.25"), float(b" 3 "), float(7), float(True), float(-(10 ** 20)), float(), float(-0.0))
class F:
    def __float__(self):
        return 2.5
class Idx:
    def __index__(self):
        return 11
class BadF:
    def __float__(self):
        return 1
print(float(F()), float(Idx()))
for bad in [None, [1.0], 1j, BadF(), 10 ** 400, object(), {"a": 1}]:
    try:
        print(float(bad))
    except Exception as e:
        print(type(e).__name__, e)
try:
    float("1", "2")
except TypeError as e:
    print(e)
try:
    float(x="1")
except TypeError as e:
    print(e)
class MyFloat(float):
    pass
m = MyFloat("2.5")
print(type(m).__name__, m, m + 1, type(m + 1).__name__, repr(m), float(m), type(float(m)).__name__)
print(float.fromhex("0x1p-1"), float.__new__(float, "3"), float.__new__(MyFloat, 4).__class__.__name__)
