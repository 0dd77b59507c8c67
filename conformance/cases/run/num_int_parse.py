# int() from strings: bases, prefixes, underscores, whitespace, errors
print(int("0x1f", 0), int("0o17", 0), int("0b101", 0), int("  -0X1F  ", 16), int("0", 0), int("000", 0))
print(int("z", 36), int("Z", 36), int("-10", 2), int("+7"), int("1_000_000"), int("0x_1f", 16), int("0b_1", 0))
print(int("\t42\n"), int("١٢٣"), int("٣", 8) if False else 0, int(b"12"), int(b"ff", 16))
print(int("10", base=3), int(x="11", base=2) if False else 0, int("07", 8), int("0_0", 0), int("1", base=0))
for s, b in [("", 10), (" ", 10), ("1__0", 10), ("_1", 10), ("1_", 10), ("0x", 16), ("08", 0), ("012", 0),
             ("12", 2), ("0b2", 0), ("1.5", 10), ("- 1", 10), ("++1", 10), ("0x1f", 10), ("abc", 16.0),
             ("\x00", 10), ("1e3", 10), ("９", 10), ("0o8", 8)]:
    try:
        print(repr(s), b, int(s, b))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
for b in [1, 37, -1, 100]:
    try:
        int("1", b)
    except ValueError as e:
        print("ValueError", e)
for x in [3.9, -3.9, 1e20, -0.0, 2.5, True, 1.5e300]:
    print(int(x), end=" ")
print()
for bad in [float("nan"), float("inf"), float("-inf"), None, [1], 1j, "x" * 300]:
    try:
        int(bad)
    except Exception as e:
        print(type(e).__name__, str(e)[:90])
try:
    int(12, 10)
except TypeError as e:
    print(e)
try:
    int("1", 2, 3)
except TypeError as e:
    print(e)
try:
    int(b"1.5")
except ValueError as e:
    print(e)
class T:
    def __trunc__(self):
        return 5
try:
    print(int(T()))
except TypeError as e:
    print("TypeError", e)
class I:
    def __index__(self):
        return 7
class N:
    def __int__(self):
        return 8
print(int(I()), int(N()), int("11", I()))
