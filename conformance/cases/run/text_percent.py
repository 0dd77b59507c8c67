# printf-style str % formatting: every conversion, flags, width/precision, mappings and errors
print("%s|%r|%a|%%|%c|%c" % ("é", "é", "é", "x", 0x1F600))
print("%d %i %u %o %x %X %e %E %f %F %g %G" % (42, -42, 7, 8, 255, 255, 12345.678, 0.000123, 3.14159, 2.5, 1e-5, 1e20))
print("%5d|%-5d|%05d|%+d|% d|%+5d|%-+5d|%.3d|%8.3d|%-8.3d|" % (42, 42, 42, 42, 42, 42, 42, 7, 7, -7))
print("%#o|%#x|%#X|%#5x|%#-6o|%#05x|%x|%o" % (8, 255, 255, 10, 8, 10, -255, -8))
print("%.2f|%10.3f|%-10.1f|%+.0f|%#.0f|%010.2f|% .1e|%.0e|%#g|%.3g|%g" % (3.14159, 2.5, -1.25, 2.5, 3.0, -3.14159, 1234.5, 5.5, 1.0, 1234567.0, 0.0001))
print("%s|%10s|%-10s|%.2s|%10.2s|%*d|%-*d|%.*f|%*.*s" % ("x", "right", "left", "trunc", "ab", 5, 1, 4, 2, 3, 3.14159, 6, 2, "abc"))
print("%(name)s is %(age)d years, %(name)r again; %%(x)s" % {"name": "Ann", "age": 30})
print("%(a)s %(a)s" % {"a": 1}, "%s" % [1, 2], "%s" % ((1, 2),), "%r" % "q'", "%s %s" % (None, True), "%d" % True, "%x" % 3.0.__int__())
print("%c%c" % ("a", 98), "%5c|%-3c|" % ("z", "y"), "%s" % "", "no args" % (), "%d%%" % 50, "%.0s|" % "abc", "%5.1s|" % "xyz")
print("%d %d" % (2**64, -2**70), "%x" % 2**70, "%e" % 10**20, "%d" % 3.99, "%i" % -2.5, "%f" % 1, "%g" % 10**16, "%.1f" % 0.25, "%.2f" % 0.125)
print("%s" % {"k": "v"}, "%s %s" % ("a", {"k": 1}), "%(k)s" % {"k": [1]}, "%s" % b"b", "%a" % "ü😀", "%r" % 1.5)
class D(dict):
    def __missing__(self, key):
        return key.upper()
print("%(x)s-%(yy)s" % D())
class Num:
    def __index__(self):
        return 17
    def __int__(self):
        return 18
print("%x %o %d" % (Num(), Num(), Num()))
print("%s" % "a" * 2, "%s-%s" % tuple("ab"), "%-6.2f|" % 1.005, "%+.3e" % -0.0, "%f %e %g" % (float("inf"), float("-inf"), float("nan")))
for fmt, args in [("%d", "x"), ("%s %s", ("a",)), ("%s", ("a", "b")), ("%(a)s", 1), ("%(a)s", {"b": 1}), ("%z", 1), ("%", 1), ("%(a", {}),
                  ("%c", "ab"), ("%c", 0x110000), ("%c", -1), ("%c", 1.5), ("%x", 1.5), ("%o", "a"), ("%f", "a"), ("%*d", ("a", 1)), ("%.*f", (1.5, 1)),
                  ("%d", None), ("%s %(a)s", {"a": 1}), ("%(a)s %s", {"a": 1}), ("abc", 5), ("abc", "x"), ("%s", ()), ("%i", []), ("%d %d", (1, 2, 3)),
                  ("%ld %lf %hd", (1, 2.0, 3)), ("%#5.3o %-#8x", (8, 255)), ("%\u00e9", 1), ("%5%|", ()), ("%5%|", (1,)), ("%-05d|%-#08x|%0-5d", (42, 255, 1)), ("%+05d|% 05d|%+#x|% #o", (42, 42, 255, 8))]:
    try:
        print(repr(fmt % args))
    except Exception as e:
        print(type(e).__name__, e)
print("%s" % {"a": 1}, "abc" % {}, "abc" % [], "%s" % [])
