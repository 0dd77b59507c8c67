# bytes % formatting (PEP 461): %b %s %a %r %c and numbers, mappings, errors
print(b"%b|%s|%a|%r" % (b"raw", bytearray(b"ba"), "é", b"q'"))
print(b"%d %i %x %X %o %5d|%-5d|%05d|%+d|%#x|%#o|%.3d" % (42, -3, 255, 255, 8, 1, 2, 3, 4, 255, 8, 7))
print(b"%f %.2f %e %g %10.3f|%-8.1f|" % (1.5, 2.345, 12345.678, 0.0001, 3.14159, 2.25))
print(b"%c%c%c" % (65, b"B", bytearray(b"C")), b"%5c|%-3c|" % (b"x", 121), b"%%" % (), b"%s" % memoryview(b"mv"), b"%.2b|%5s|%-5b|" % (b"abc", b"r", b"l"))
print(b"%(name)s=%(val)d" % {b"name": b"k", b"val": 7}, b"%s" % b"", b"no fmt" % (), b"%a" % 1.5, b"%r" % [1, "x"])
class WithBytes:
    def __bytes__(self):
        return b"<wb>"
print(b"%b %s" % (WithBytes(), WithBytes()), bytearray(b"%s-%s") % (b"a", b"b"), type(bytearray(b"%s") % b"x").__name__)
print(b"%x" % 2**70, b"%d" % True, b"%s" % (b"t",), b"%a" % "\n\u20ac")
for fmt, args in [(b"%s", "str"), (b"%b", 1), (b"%c", 256), (b"%c", b"ab"), (b"%c", "a"), (b"%d", b"1"), (b"%s %s", (b"a",)), (b"%s", (b"a", b"b")),
                  (b"%(k)s", {}), (b"%(k)s", (1,)), (b"%y", 1), (b"%", ()), (b"%x", 1.5), (b"%f", b"x"), (b"abc", 1), (b"%*d", (b"a", 1))]:
    try:
        print(repr(fmt % args))
    except Exception as e:
        print(type(e).__name__, e)
print(b"%s" % {b"a": 1} if False else b"end")
