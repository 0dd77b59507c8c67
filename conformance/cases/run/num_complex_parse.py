# complex() constructor: strings, two arguments, __complex__, errors
for s in ["1+2j", " (1+2j) ", "-1.5-2.5J", "j", "-j", "+j", "3", "2.5", "1e3j", "1_0+2_0j", "inf+nanj", "-infj",
          "nan", "(3)", "1e-3-1e3j", "0x", "  5j  ", "1.j", ".5j", "1+j", "1-j", "-0j", "-0-0j", "(-0-0j)"]:
    try:
        print(repr(s), complex(s))
    except ValueError as e:
        print(repr(s), "ValueError", e)
for s in ["", "1+", "j1", "1+2", "1+2jj", "(1+2j", "1+2j)", "1 + 2j", "1_+2j", "((1+2j))", "1+2i", "--1", "jj", "\x00"]:
    try:
        print(complex(s))
    except ValueError as e:
        print(repr(s), "ValueError", e)
print(complex(1, 2), complex(1.5, -0.0), complex(real=2), complex(imag=3), complex(2, 3.5))
print(complex(True, False), complex(-0.0), complex(10 ** 20, 1), complex(0, float("inf")), complex(real=1, imag=2))
class C:
    def __complex__(self):
        return 4 + 2j
class F:
    def __float__(self):
        return 1.5
class I:
    def __index__(self):
        return 7
class BadC:
    def __complex__(self):
        return 4
print(complex(C()), complex(F()), complex(I()), complex(F(), F()), complex(C(), 1) if False else 0)
for args in [("1", 2), (1, "2"), (None,), ([],), (BadC(),), ("1", "2"), (1, 2, 3), (10 ** 400,), (1, 10 ** 400), ({},)]:
    try:
        print(complex(*args))
    except Exception as e:
        print(type(e).__name__, e)
class MyC(complex):
    pass
m = MyC(1, 2)
print(type(m).__name__, m, repr(m), m + 1, type(m + 1).__name__, type(complex(m)).__name__, complex.__new__(MyC, "3j"))
print(complex.from_number(5), complex.from_number(1.5), complex.from_number(2j), float.from_number(3), float.from_number(I()))
for bad in ["1", None]:
    try:
        complex.from_number(bad)
    except TypeError as e:
        print(e)
