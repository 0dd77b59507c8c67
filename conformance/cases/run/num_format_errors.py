# errors from format specs, format() and __format__ of numbers
for v, spec in [(1, "s"), (1.5, "s"), (1j, "s"), (1, ".2s"), (1.5, "d"), (1, "q"), (1.5, "q"), (1, "\u00e9"),
                (1, "1" * 30), (1.5, "." + "9" * 25), (1, "<<5"), (True, "s"), (1.5, ",_"), (1, ".5"),
                (1, "_" * 2), (1.5, "+ "), (1, "+-"), (1, "z"), (1, "zd"), (1.5, "#z"), (1.5, "Z")]:
    try:
        print(repr(spec), repr(format(v, spec)))
    except (ValueError, OverflowError) as e:
        print(repr(spec), type(e).__name__, e)
for f in [lambda: format(1, 5), lambda: format(1.5, None), lambda: (1).__format__(1), lambda: float.__format__(1, ""),
          lambda: int.__format__(1.5, ""), lambda: format(1, "d", 2), lambda: "{:d}".format(1.5), lambda: "{:x}".format("a"),
          lambda: "%d" % "a", lambda: "%x" % 1.5, lambda: "%c" % 1.5, lambda: "%d" % (1j,), lambda: "%.2f" % "x",
          lambda: "%c" % -1, lambda: "%c" % 0x110000, lambda: "%c" % "ab", lambda: "%d" % None, lambda: "%i" % [1],
          lambda: "%e" % None, lambda: "%o" % 2.0, lambda: "%X" % "1"]:
    try:
        print(repr(f()))
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
print("%d %i %u" % (3.99, -2.5, 7.0), "%x %o %X" % (255, 8, 3054), "%#x %#o %#X" % (255, 8, 255), "%c%c" % (72, "i"))
print("%5d|%-5d|%05d|%+d|% d|%.3d|%8.3d|%-+6d|" % (42, 42, -42, 42, 42, 7, -7, 5), "%s" % 10 ** 20, "%r" % 1.0)
class N(int):
    def __format__(self, spec):
        return "N(" + spec + ")"
print(format(N(5), "x"), f"{N(5):>3}", "{:q}".format(N(1)), "%d" % N(7), "%s" % N(8))
class BadFmt:
    def __format__(self, spec):
        return 5
try:
    format(BadFmt(), "")
except TypeError as e:
    print(e)
try:
    format(object(), "d")
except TypeError as e:
    print(e)
