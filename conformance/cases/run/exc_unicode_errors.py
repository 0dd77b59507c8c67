# UnicodeEncodeError / UnicodeDecodeError / UnicodeTranslateError: construction ("UUnnU", "UOnnU",
# "UnnU"), their members on each subclass (UnicodeError has none), assignment, and str() from the
# current members, for errors made by Python code and by the codecs.

cases = [
    (UnicodeTranslateError, ("x\u1234y", 1, 2, "bad"), {}),
    (UnicodeTranslateError, ("x", "a", 1, "r"), {}),
    (UnicodeTranslateError, ("x", 0, 1, 5), {}),
    (UnicodeTranslateError, (b"x", 0, 1, "r"), {}),
    (UnicodeTranslateError, ("x", 0, 1, "r", 9), {}),
    (UnicodeTranslateError, (), {}),
    (UnicodeTranslateError, ("x", 0, 1, "r"), {"k": 1}),
    (UnicodeEncodeError, ("ascii", "\u1234", 0, 1, "nope"), {}),
    (UnicodeEncodeError, ("ascii", b"x", 0, 1, "r"), {}),
    (UnicodeEncodeError, (1, "x", 0, 1, "r"), {}),
    (UnicodeEncodeError, ("ascii", "x", 0, 1), {}),
    (UnicodeEncodeError, ("ascii", "x", 2**70, 1, "r"), {}),
    (UnicodeDecodeError, ("utf-8", b"\xff\xfe", 0, 2, "invalid"), {}),
    (UnicodeDecodeError, ("utf-8", bytearray(b"ab"), 0, 1, "r"), {}),
    (UnicodeDecodeError, ("utf-8", memoryview(b"ab"), 0, 1, "r"), {}),
    (UnicodeDecodeError, ("utf-8", 5, 0, 1, "r"), {}),
    (UnicodeDecodeError, ("utf-8", "str", 0, 1, "r"), {}),
    (UnicodeDecodeError, ("utf-8", b"ab", 0, 1.5, "r"), {}),
]
for cls, a, k in cases:
    try:
        e = cls(*a, **k)
        print("ok", cls.__name__, str(e), type(e.object).__name__, e.encoding, e.start, e.end, e.reason)
    except Exception as x:
        print(cls.__name__, type(x).__name__, x)

e = UnicodeEncodeError("ascii", "ab\u1234", 2, 3, "nope")
print(str(e))
e.start = 0
e.end = 1
e.reason = "changed"
e.encoding = "latin-1"
print(str(e), e.start, e.args)
e.object = "zz"
print(str(e))
e.reason = 42
e.end = 2
print(str(e))

d = UnicodeDecodeError("utf-8", b"\xff\xfe", 0, 1, "bad")
print(str(d))
d.end = 2
print(str(d))
d.object = b"\x80"
print(str(d))

t = UnicodeTranslateError("x\u1234y", 1, 2, "bad")
print(str(t), t.encoding)
t.object = "q"
print(str(t))
t.start = 0
t.end = 1
print(str(t))

u = UnicodeError("plain")
print(str(u), hasattr(u, "encoding"), hasattr(u, "start"))
try:
    print(u.reason)
except AttributeError as x:
    print("AttributeError", x)

try:
    "ab\u1234".encode("ascii")
except UnicodeEncodeError as x:
    print(x.encoding, x.object, x.start, x.end, x.reason, x.args)
    x.start = 0
    x.end = 3
    print(x)
try:
    b"a\xffb".decode("utf-8")
except UnicodeDecodeError as x:
    print(x.encoding, x.object, x.start, x.end, x.reason)
    x.reason = "mine"
    print(x)
raise UnicodeTranslateError("abc", 1, 3, "no table")
