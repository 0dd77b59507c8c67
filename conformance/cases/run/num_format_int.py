# format() mini-language for int: types, sign, alternate form, grouping, fill/align, width
n = 1234567
for spec in ["", "d", "10", "<10", ">10", "^10", "=10", "*^11", "0=12", "+", "-", " ", "+,", ",", "_", "_x", "_b", "_o",
             ",d", "012,", "015_", "x", "X", "#x", "#X", "#o", "#b", "b", "o", "#010x", "+#x", "n", "e", ".2e",
             "f", ".3f", "%", ".1%", "g", "G", "E", "08.2f", "#_x", "#20_b", "z", "z+d", "-^+15,", "0", "05"]:
    print(repr(spec), repr(format(n, spec)), repr(format(-n, spec)) if spec != "c" else "")
for v in [0, -0, 1, -1, 255, -255, 10 ** 20, -(2 ** 64)]:
    print(f"{v:+d}|{v: d}|{v:#x}|{v:#o}|{v:#b}|{v:_}|{v:,}|{v:>12}|{v:012}|{v:^+12}|{v:e}|{v:.2%}")
print(f"{65:c}{97:c}{0x263A:c}", f"{True:5}|{False:<5}|", f"{5:0>4}", f"{5:x<4}", f"{-5:0>4}", f"{5:\x00^4}".replace("\x00", "~"))
print(format(12, "3"), format(123456, "3"), format(-12, "=+6"), format(12, "0=+6"), format(1234, "08,"), format(1234, "09_"))
print(format(255, "_X"), format(2 ** 40, "_x"), format(-2 ** 40, "#_b"), format(1, "#08b"), format(-1, "#08b"))
print(f"{1000:,.2f}", f"{10 ** 25:,}", f"{10 ** 25:_d}", f"{-(10 ** 25):=+40,}")
for spec in [".2", ".2d", "s", "xx", ",x", ",b", "_c", "+c", "#c", ",_", "_,", "=", "10=", "z", "zd", "j", "%r", "<>5",
             "1.1d", "10000000000000000000000", ".5c", "#n"]:
    try:
        print(repr(spec), repr(format(42, spec)))
    except ValueError as e:
        print(repr(spec), "ValueError", e)
for v, spec in [(-1, "c"), (0x110000, "c"), ("x", "d")]:
    try:
        print(format(v, spec))
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
print("{:,}".format(123), "{0:#x} {0:#o}".format(255), "{:*^+10,}".format(12345), "{!r:>5}".format(7), "{:{}{}}".format(3, ">", 4))
