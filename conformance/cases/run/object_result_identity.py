# Which int/float/tuple/bytes/str operations give an operand object itself back (long_long, float_float,
# tuple_concat and bytes_concat end cases, return_self, the unicode writer's one-piece result of % and format).
x = 10 ** 30
y = 12345
t = (1, 2, 3)
f = frozenset({1, 2})
b = b"abc"
fl = 1.5
print(int(x) is x, int(y) is y, +x is x, abs(x) is x, -(-x) is x, x * 1 is x, x + 0 is x, x // 1 is x, x | 0 is x)
print(tuple(t) is t, t[:] is t, t[0:3] is t, t * 1 is t, t + () is t, () + t is t)
print(frozenset(f) is f, f.copy() is f, f | frozenset() is f, f - set() is f)
print(bytes(b) is b, b[:] is b, b + b"" is b, b"" + b is b, b * 1 is b, b.strip() is b, b.replace(b"z", b"y") is b)
print(float(fl) is fl, +fl is fl, abs(fl) is fl, fl * 1 is fl, round(x) is x, x.__index__() is x, x.real is x, x.numerator is x)
s = "abcdef" * 2
print(s * 1 is s, s.ljust(3) is s, format(s) is s, f"{s}" is s, s.removeprefix("z") is s, s.removesuffix("z") is s, str.__str__(s) is s, "%s" % s is s, s.join([]) == "", s.partition("z")[0] is s, s.rpartition("z")[2] is s)
print(s.format() is s, s.translate({}) is s, s.lstrip("z") is s, s.rstrip("z") is s, s.strip("") is s)
class S(str): pass
s = "abcdef" * 2
u = S("xy")
print("%s" % s is s, "%s" % (s,) is s, "%s" % u is u, "x%s" % s is s, "%s%s" % (s, "") is s, "%r" % s is s, "%.20s" % s is s)
print(s.format() is s, "{}".format(s) is s, "{0}".format(s) is s, "{!s}".format(s) is s, "{:}".format(s) is s, "{}".format(u) is u, u.format() is u, "{}{}".format(s, "") is s)
print(format(s, "") is s, format(u, "") is u, f"{s}" is s, f"{s!s}" is s, f"{s:}" is s, f"{u}" is u)
t = (1, 2)
print(t + () is t, () + t is t, (1,) * 1 is not None)
b = b"xyz" * 3
print(b + b"" is b, b"" + b is b, b.strip() is b, b.lstrip() is b, b.rstrip(b"q") is b, b.replace(b"q", b"r") is b, b.replace(b"x", b"x", 0) is b, bytes(b) is b)
print(s * 1 is s, u * 1 is u, s * 1 == s)
