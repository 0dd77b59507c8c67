# the _codecs functions the encodings package calls: (result, consumed) and their errors
import codecs, _codecs
print(codecs.unicode_escape_decode(b"a\\x4", None, False), codecs.unicode_escape_decode(b"a\\u00e9\\n\\t\\101\\x41\\U0001F600"))
print(codecs.raw_unicode_escape_decode(b"a\\\\u0041\\u0041\\"), codecs.raw_unicode_escape_decode(b"a\\", None, False), codecs.raw_unicode_escape_decode(b"\\u12", None, False))
print(codecs.utf_7_encode("a+b€\U0001f600 x-\x00~\\"), codecs.utf_7_decode(b"a+AKM-b+2D3eAA"), codecs.utf_7_decode(b"a+AKMb", None, False))
print(codecs.unicode_escape_encode("a'\"\\\t\x7f\xe9\u20ac\U0001f600"), codecs.raw_unicode_escape_encode("a\\\xe9\u20ac\U0001f600"))
for b in [b"\\x4g", b"\\U00110000", b"\\u12", b"abc\\", b"\\x"]:
    for errors in ["strict", "replace", "backslashreplace", "ignore"]:
        try:
            print(b, errors, codecs.unicode_escape_decode(b, errors))
        except UnicodeDecodeError as e:
            print(b, errors, e)
for b in [b"\\u12", b"\\U00110000", b"\\U0001f60"]:
    try:
        print(codecs.raw_unicode_escape_decode(b))
    except UnicodeDecodeError as e:
        print(e)
print(codecs.escape_encode(b"a'\n\x00\xff\\\""), codecs.escape_decode(b"\\x41\\n\\'\\\"\\\\\\101\\a"), codecs.escape_decode("\\x41"))
for b, errors in [(b"ab\\x4", None), (b"ab\\x4", "strict"), (b"ab\\x4g", "replace"), (b"ab\\x4g", "ignore"), (b"x\\", None), (b"\\x4", "bogus")]:
    try:
        print(codecs.escape_decode(b, errors))
    except ValueError as e:
        print(type(e).__name__, e)
print(codecs.utf_16_ex_decode(b"\xff"), codecs.utf_16_ex_decode(b"\xfe\xff\x00a\x00"), codecs.utf_16_ex_decode(b"a\x00"), codecs.utf_32_ex_decode(b"\x00\x00\xfe\xff\x00\x00\x00a"))
print(codecs.utf_16_ex_decode(b"\x00a", None, 1), codecs.utf_16_ex_decode(b"a\x00", None, -1, True))
print(codecs.readbuffer_encode(b"ab"), codecs.readbuffer_encode("é"), codecs.readbuffer_encode(bytearray(b"x")))
print(codecs.latin_1_decode(bytearray(b"ab\xff")), codecs.ascii_decode(memoryview(b"ab")), codecs.latin_1_encode("é"), codecs.ascii_encode("é", "replace"))
for call in [lambda: codecs.utf_8_decode("x"), lambda: codecs.utf_8_encode(b"x"), lambda: codecs.utf_8_encode("x", 1), lambda: codecs.utf_8_decode(b"x", "strict", True, 1),
             lambda: codecs.utf_8_decode(b"x", errors="strict"), lambda: codecs.escape_encode(bytearray(b"x")), lambda: codecs.charmap_build(1), lambda: codecs.utf_16_encode("x", None, "a"),
             lambda: _codecs.lookup(), lambda: codecs.utf_8_decode(1), lambda: codecs.latin_1_decode("x")]:
    try:
        print(repr(call()))
    except Exception as e:
        print(type(e).__name__, e)
print(codecs.charmap_decode(b"\x00\x01\x02", "replace", "ab"), codecs.charmap_decode(b"\x00\x01", "strict", {0: "xy", 1: 0x20ac}), codecs.charmap_decode(b"\x00\x01", "strict", {0: None, 1: "\ufffe"} and {0: "a", 1: "b"}))
for mapping in [{0: None}, {0: "\ufffe"}, {}, {0: 0x110000}, {0: 1.5}, "\ufffe"]:
    try:
        print(codecs.charmap_decode(b"\x00", "strict", mapping))
    except Exception as e:
        print(type(e).__name__, e)
    print(codecs.charmap_decode(b"\x00", "replace", mapping) if not isinstance(mapping.get(0) if isinstance(mapping, dict) else None, (int, float)) else "")
print(codecs.charmap_encode("ab", "strict", {97: b"AA", 98: 66}), codecs.charmap_encode("abc", "replace", {97: b"AA", 98: 66, 63: 63}), codecs.charmap_encode("é", "strict", None))
for mapping in [{97: b"AA", 98: 66}, {97: 256}, {97: "x"}, {97: None}]:
    try:
        print(codecs.charmap_encode("abc", "strict", mapping))
    except Exception as e:
        print(type(e).__name__, e)
try:
    codecs.charmap_encode("abc", "replace", {97: 1})
except UnicodeEncodeError as e:
    print(e)
table = "".join(chr(i) for i in range(256))
m = codecs.charmap_build(table)
print(type(m).__name__, codecs.charmap_encode("a\xff", "strict", m), codecs.charmap_build("abc"), codecs.charmap_build("a" * 300) == {97: 299})
print(type(codecs.charmap_build("\x00" + "\u1234" * 255)).__name__, type(codecs.charmap_build("x" + table[1:])).__name__)
print(codecs.utf_8_encode("a\udc80", "surrogateescape"), codecs.utf_8_encode("a\ud800", "surrogatepass"), codecs.utf_8_decode(b"\xed\xa0\x80", "surrogatepass")[1], codecs.utf_16_be_encode("\ud800", "surrogatepass"))
for text, h in [("a\udc80\ud800", "surrogateescape"), ("a\ud800b\udc00", "strict"), ("x\u0100", "surrogateescape")]:
    try:
        text.encode("utf-8", h)
    except UnicodeEncodeError as e:
        print(type(e).__name__, e, e.start, e.end)
print(codecs.utf_32_encode("a"), codecs.utf_32_le_encode("a"), codecs.utf_32_be_encode("\U0001f600"), codecs.utf_16_encode("a", None, 1), codecs.utf_16_encode("a", None, -1))
print(codecs.utf_32_decode(b"\xff\xfe\x00\x00a\x00\x00\x00b\x00"), codecs.utf_32_decode(b"\x00\x00\x11\x00", "replace"), codecs.utf_16_decode(b"\x00\xdc", "replace"))
print("é".encode("cp437"), b"\x82".decode("cp437"), "x".encode("utf_8_sig"), b"\xef\xbb\xbfx".decode("utf-8-sig"), b"x".decode("utf-8-sig"), "é€".encode("cp1252"), "Привет".encode("koi8_r"), "Привет".encode("cp1251").decode("cp1251"))
print("aé€😀".encode("utf-7"), b"+AOkgrNg93gA-".decode("utf-7"), "a~\\".encode("utf-7"), "€".encode("unicode_escape"), b"\\u20ac".decode("unicode_escape"), "é".encode("raw_unicode_escape"))
