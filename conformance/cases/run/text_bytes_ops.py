# bytes and bytearray arithmetic, containment, conversion and mixed operations
a, b = b"abc", bytearray(b"def")
print(a + b, b + a, type(a + b).__name__, type(b + a).__name__, a * 2, b * 2, a + memoryview(b"!"), b"" + b"")
print(98 in a, b"bc" in a, bytearray(b"c") in a, memoryview(b"a") in a, 100 in b, b"ef" in b, b"x" not in b)
print(list(a), tuple(b), bytes(reversed(a)), bytes(sorted(b"cba")), sum(a), max(b), a.count(98), bytes(a[i] for i in (2, 0)))
print(int.from_bytes(a, "big"), a == b"abc", a is not b"abc"[:], bytes(b) == b"def", b == bytes(b), a != b)
c = bytearray(a)
c += b"!"
c *= 2
print(c, a, len(c), c.count(b"!"), c.index(b"!"), c.rindex(33), c.find(b"z"))
print(bytes(3) + bytearray(2), bytearray(b"x") * 0, b"ab".join([bytearray(b"1"), b"2"]), bytes(memoryview(bytearray(b"m"))))
print(str(b"abc"), str(bytearray(b"x")), repr(bytearray()), bytes.__name__, bytearray.__name__, isinstance(bytearray(), bytes), issubclass(bytearray, bytes))
for call in [lambda: a + 1, lambda: a + "s", lambda: b + None, lambda: a * a, lambda: b * 1.5, lambda: "s" in a, lambda: -1 in a, lambda: a - a, lambda: a[1] + "x"]:
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, e)
