# float.hex() and float.fromhex()
for v in [0.0, -0.0, 1.0, -1.0, 0.5, 0.1, 3.14159, 1e300, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308,
          float("inf"), float("-inf"), float("nan"), 1 / 3, 2.0 ** 60, 1e-310, 255.0]:
    print(v.hex(), end=" ")
print()
for s in ["0x1p0", "0x1.8p1", "-0x1.fffffffffffffp+1023", "0x.8p1", "0X1P-1074", "0x1p-1075", "0x1p-1076", "0x3p-1076",
          "1", "  0xAp0  ", "0x1.0000000000000fp0", "0x1.00000000000008p0", "0x1.00000000000018p0", "inf", "-infinity",
          "nan", "0x0p0", "-0x0p0", "0x1.p1", "0x.1", "ff", "0x1_0p0" if False else "0x10p0", "0x1p+10", "0x1.91eb851eb851fp+1"]:
    try:
        print(repr(s), float.fromhex(s))
    except (ValueError, OverflowError) as e:
        print(repr(s), type(e).__name__, e)
for s in ["0x1p1024", "0x2p1023", "0x1.fffffffffffff8p1023", "", "0x", "0xg", "0x1p", "1.5.2", "0x1p1.5", " - 0x1p0", "0x1pp1"]:
    try:
        print(float.fromhex(s))
    except (ValueError, OverflowError) as e:
        print(repr(s), type(e).__name__, e)
for v in [0.1, 1e-300, 12345.6789, -2.5e-320, 1e308]:
    assert float.fromhex(v.hex()) == v
print(float.fromhex.__name__, (1.5).hex.__qualname__)
class F(float):
    pass
print(type(F.fromhex("0x1p3")).__name__, F.fromhex("0x1p3"))
try:
    float.fromhex(1.0)
except TypeError as e:
    print(e)
