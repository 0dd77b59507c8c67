# the codec registry: search functions, normalisation, the cache, codecs.encode/decode, error handlers
import codecs
seen = []
def search(name):
    seen.append(name)
    if name == "my_codec":
        return codecs.CodecInfo(lambda s, errors="strict": (s.upper().encode(), len(s)),
                                lambda b, errors="strict": (bytes(b).decode().lower(), len(b)), name="my-codec")
    if name == "bad_codec":
        return (1, 2, 3)
    if name == "int_codec":
        return codecs.CodecInfo(lambda s, errors="strict": (42, len(s)), lambda b, errors="strict": (42, len(b)), name="int")
    return None
codecs.register(search)
for n in ["Foo Bar-Baz", "X.Y", "ÉA b", "a_b", "  -- my codec", "utf-8", "cp1252"]:
    try:
        print(codecs.lookup(n).name)
    except LookupError as e:
        print("LookupError", e)
print(seen)
info = codecs.lookup("my-codec")
print(info is codecs.lookup("MY_CODEC"), info.name, type(info).__name__, isinstance(info, tuple), len(info))
print("abc".encode("my_codec"), b"XYZ".decode("my-codec"), codecs.encode("hi", "my_codec"), codecs.decode(b"HI", "my_codec"))
for call in [lambda: codecs.lookup("bad_codec"), lambda: "a".encode("int_codec"), lambda: b"a".decode("int_codec"), lambda: codecs.encode("a", "int_codec"),
             lambda: codecs.register(1), lambda: codecs.lookup(1), lambda: codecs.encode(1, "rot13"), lambda: "a".encode("rot13"), lambda: b"a".decode("rot13"),
             lambda: codecs.decode(b"\xff", "utf-8"), lambda: b"\x81".decode("cp1252"), lambda: "\u20ac".encode("latin-1"), lambda: codecs.lookup_error("nope"),
             lambda: codecs.register_error("x", 1), lambda: "é".encode("cp437x")]:
    try:
        print(repr(call()))
    except Exception as e:
        print(type(e).__name__, e, getattr(e, "__notes__", None))
print(codecs.encode("Hello", "rot13"), codecs.decode("Uryyb", "rot_13"), codecs.lookup("rot13").name, codecs.lookup("rot13")._is_text_encoding)
codecs.unregister(search)
try:
    codecs.lookup("my_codec")
except LookupError as e:
    print("after unregister:", e)
# error handlers
print(codecs.lookup_error("strict") is codecs.strict_errors, codecs.lookup_error("ignore") is codecs.ignore_errors, codecs.lookup_error("strict").__name__)
def handler(e):
    print("  handler:", type(e).__name__, e.start, e.end, repr(e.object[e.start:e.end]), e.reason)
    return ("<x>", e.end)
codecs.register_error("my", handler)
print("aé€b".encode("ascii", "my"), b"a\xff\xfeb".decode("utf-8", "my"), "aé€b".encode("cp1252", "my"), "a€\U0001f600".encode("latin-1", "my"))
print("a€b".encode("cp437", "my"), b"a\x81b".decode("cp1252", "my"), "a\udc80".encode("utf-16-le", "my"), b"a\x00\x00\xdcb\x00".decode("utf-16-le", "my"))
codecs.register_error("back", lambda e: ("?", e.start + 1) if isinstance(e, UnicodeEncodeError) else ("\ufffd", e.start + 1))
print("ééa".encode("ascii", "back"), b"\xff\xffa".decode("ascii", "back"))
codecs.register_error("bytesrep", lambda e: (b"\x01\x02", e.end))
print("aéb".encode("latin-1" if False else "ascii", "bytesrep"))
codecs.register_error("neg", lambda e: ("#", -1))
print("aéb".encode("ascii", "neg"))
for name, f in [("r1", lambda e: 1), ("r2", lambda e: ("é", e.end)), ("r3", lambda e: ("x", 10)), ("r4", lambda e: (1, e.end)), ("r5", lambda e: ("x",))]:
    codecs.register_error(name, f)
    for call in [lambda: "é".encode("ascii", name), lambda: b"\xff".decode("utf-8", name)]:
        try:
            print(name, repr(call()))
        except Exception as e:
            print(name, type(e).__name__, e)
exc_e = UnicodeEncodeError("ascii", "aé€b", 1, 3, "bad")
exc_d = UnicodeDecodeError("utf-8", b"a\xff\xfeb", 1, 3, "bad")
exc_t = UnicodeTranslateError("aé€b", 1, 3, "bad")
for h in ["ignore", "replace", "backslashreplace", "xmlcharrefreplace", "surrogateescape", "surrogatepass", "strict"]:
    for exc in [exc_e, exc_d, exc_t, ValueError("v"), 1]:
        try:
            print(h, type(exc).__name__, repr(codecs.lookup_error(h)(exc)))
        except Exception as e:
            print(h, type(exc).__name__, type(e).__name__, e)
print(codecs.surrogateescape_errors if hasattr(codecs, "surrogateescape_errors") else "-", codecs.lookup_error("surrogatepass")(UnicodeEncodeError("utf-16-be", "\ud800", 0, 1, "x")))
print(codecs.lookup_error("surrogatepass")(UnicodeDecodeError("utf-8", b"\xed\xa0\x80", 0, 3, "x")), codecs.lookup_error("surrogateescape")(UnicodeDecodeError("utf-8", b"\xff\xfe\x41", 0, 3, "x")))
import _codecs
print(_codecs._unregister_error("my"), _codecs._unregister_error("my"))
try:
    _codecs._unregister_error("strict")
except ValueError as e:
    print(e)
