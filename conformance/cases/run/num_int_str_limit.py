# the 4300-digit limit on int <-> str conversion and sys.set_int_max_str_digits
import sys
print(sys.get_int_max_str_digits(), sys.int_info.default_max_str_digits, sys.int_info.str_digits_check_threshold)
big = 10 ** 4299
print(len(str(big)), len(repr(-big)))
for make in [lambda: str(10 ** 4300), lambda: repr(-(10 ** 4300)), lambda: int("1" * 4301),
             lambda: int("-" + "9" * 4301), lambda: f"{10 ** 5000}", lambda: "%d" % (10 ** 4400)]:
    try:
        make()
    except ValueError as e:
        print(type(e).__name__, e)
# power-of-two bases are not limited
print(len(hex(10 ** 5000)), len(bin(1 << 20000)), int("f" * 5000, 16).bit_length())
print(len(format(10 ** 5000, "x")), int("1" * 5000, 2).bit_count())
sys.set_int_max_str_digits(5000)
print(sys.get_int_max_str_digits(), len(str(10 ** 4999)))
try:
    str(10 ** 5000)
except ValueError as e:
    print(e)
try:
    int("7" * 5001)
except ValueError as e:
    print(e)
for bad in [1, 639, -1]:
    try:
        sys.set_int_max_str_digits(bad)
    except ValueError as e:
        print("ValueError", e)
sys.set_int_max_str_digits(640)
print(sys.get_int_max_str_digits(), len(str(10 ** 639)))
try:
    print(10 ** 640)
except ValueError as e:
    print(e)
sys.set_int_max_str_digits(0)
print(sys.get_int_max_str_digits(), len(str(10 ** 9000)), int("5" * 9000) % 1000)
sys.set_int_max_str_digits(maxdigits=4300)
try:
    sys.set_int_max_str_digits("5")
except TypeError as e:
    print("TypeError", e)
print(int("  " + "1" * 4300 + "  ") % 97, int("1_" * 2000 + "1") % 1000)
int("3" * 4301)
