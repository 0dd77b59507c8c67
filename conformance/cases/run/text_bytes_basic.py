# bytes construction, repr, indexing, slicing, comparison, concatenation, errors
print(bytes(), bytes(3), bytes([65, 66, 67]), bytes(range(5)), bytes(b"abc"), bytes(bytearray(b"xy")), bytes(memoryview(b"mv")), bytes("é", "utf-8"), bytes("é", encoding="latin-1"))
print(bytes((x for x in [1, 2])), bytes("abc", "ascii", "strict"), b"a" b"b", bytes.fromhex("41"), bytes([]), bytes(0))
for v in [b"", b"'", b'"', b"'\"", b"\\", b"\t\n\r", b"\x00\x7f\x80\xff", b"plain", b"mixed'quote\x01"]:
    print(repr(v), str(v), len(v), ascii(v))
b = b"abcdef"
print(b[0], b[-1], b[1:3], b[::2], b[::-1], b[10:], b[-2:], b[1:5:2], list(b[:3]), list(b"xyz"), [c for c in b"ab"], 99 in b, b"cd" in b, b"" in b, b"x" in b)
print(b == b"abcdef", b != b"abc", b < b"abd", b"" < b"a", b"b" > b"abc", b"a" <= b"a", b == "abcdef", b == bytearray(b"abcdef"), b"ab" < bytearray(b"b"))
print(b + b"gh", b + bytearray(b"!"), b * 2, 2 * b"xy", b * 0, b"a" * -1, hash(b"abc") == hash(bytes(b"abc")), len({b"a", b"a", b"b"}))
print(b"abc".__len__(), b"abc".__getitem__(0), b"abc".__contains__(98), sorted([b"b", b"a", b"ab"]), max(b"abz"), sum(b"\x01\x02"))
print(type(b"abc"[0]).__name__, type(b"abc"[0:1]).__name__, type(iter(b"")).__name__, bytes is type(b""), isinstance(b"", bytes))
class B(bytes):
    pass
x = B(b"sub")
print(type(x).__name__, repr(x), x + b"!", type(x + b"!").__name__, type(x[:]).__name__, bytes(x), type(bytes(x)).__name__)
class WithBytes:
    def __bytes__(self):
        return b"custom"
class WithIndex:
    def __index__(self):
        return 2
print(bytes(WithBytes()), bytes(WithIndex()), bytes([WithIndex()]))
bb = b"abc"
for call in [lambda: bytes(-1), lambda: bytes([256]), lambda: bytes([-1]), lambda: bytes(["a"]), lambda: bytes("abc"), lambda: bytes(1.5),
             lambda: bytes(b"a", "utf-8"), lambda: bytes("a", "nope"), lambda: bytes("é", "ascii"), lambda: bb[3], lambda: bb["a"], lambda: bb + "a",
             lambda: "a" + bb, lambda: bb * "a", lambda: "a" in bb, lambda: 256 in bb, lambda: bb < "a", lambda: bytes(None), lambda: bytes(1, 2)]:
    try:
        print(repr(call()))
    except Exception as e:
        print(type(e).__name__, e)
try:
    bb[0] = 1
except TypeError as e:
    print(type(e).__name__, e)
