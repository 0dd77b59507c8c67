# repr() / str() / ascii() of strings with every escape rule
samples = ["", "plain", "it's", 'say "hi"', "both ' and \"", "back\\slash", "\t\n\r", "\x00\x01\x1f\x7f", "\x80\x9f\xa0\xad\xff",
           "é ñ ü", "\u0378", "\u200b\u200e\u2028\u2029", "\ud800", "\udfff", "\ue000", "\ufeff", "\uffff", "😀", "\U000e0001", "\U0010ffff",
           "日本語", "\u3000", "a\u0301", "\x1b[0m", "'\"", "\\'"]
for s in samples:
    print(repr(s), ascii(s), len(s), len(repr(s)))
print(str("abc"), str(), str(""), str(123), str(None), str([1, "a"]), str(b"x"), str(object)[:13])
print(repr(repr("a")), ascii("é😀"), ascii(["é", "x"]), ascii({"ü": 1}))
class R:
    def __repr__(self):
        return "Rép"
print(repr(R()), ascii(R()), str(R()), f"{R()!a}", f"{R()!r}")
class BadRepr:
    def __repr__(self):
        return 42
try:
    repr(BadRepr())
except TypeError as e:
    print(type(e).__name__, e)
class BadStr:
    def __str__(self):
        return None
try:
    str(BadStr())
except TypeError as e:
    print(type(e).__name__, e)
print(str(b"abc", "ascii"), str(b"caf\xc3\xa9", "utf-8"), str(b"\xff", "utf-8", "replace"), str(b"x", encoding="latin-1"), str(bytearray(b"ba"), "ascii"))
for call in [lambda: str(1, "utf-8"), lambda: str("a", "utf-8"), lambda: str(b"a", "nope"), lambda: str(b"\xff", "ascii"), lambda: str(b"a", 1), lambda: str(1, 2, 3, 4)]:
    try:
        print(repr(call()))
    except Exception as e:
        print(type(e).__name__, e)
