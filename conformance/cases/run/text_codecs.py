# str.encode / bytes.decode across codecs and error handlers
s = "héllo wörld € 😀"
for enc in ["utf-8", "utf8", "UTF-8", "utf_8", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be", "utf-8-sig"]:
    b = s.encode(enc)
    print(enc, len(b), b[:12], b.decode(enc) == s)
print("abc".encode("ascii"), "é".encode("latin-1"), "é".encode("latin1"), "é".encode("iso-8859-1"), "€".encode("cp1252"), b"\x80".decode("cp1252"), "Ω".encode("cp437"), b"\xea".decode("cp437"))
print("abc".encode(), b"abc".decode(), "é".encode(encoding="utf-16"), b"\xff\xfeA\x00".decode("utf-16"), b"\xfe\xff\x00A".decode("utf-16"), b"A\x00\x00\x00".decode("utf-32-le"))
for h in ["strict", "ignore", "replace", "backslashreplace", "xmlcharrefreplace", "surrogateescape", "surrogatepass"]:
    for text, enc in [("aé€😀", "ascii"), ("aé€", "latin-1"), ("a\udcff", "ascii"), ("x\ud800y", "utf-8"), ("\x81", "cp1252")]:
        try:
            print(h, enc, repr(text.encode(enc, h)))
        except UnicodeEncodeError as e:
            print(h, enc, type(e).__name__, e, e.start, e.end, e.reason, e.encoding, repr(e.object))
for h in ["strict", "ignore", "replace", "backslashreplace", "surrogateescape", "surrogatepass"]:
    for data, enc in [(b"a\xffb\xe2\x82", "utf-8"), (b"\xed\xa0\x80x", "utf-8"), (b"\xc0\x80", "utf-8"), (b"\xf4\x90\x80\x80", "utf-8"), (b"\xe9t\xe9", "ascii"),
                      (b"\x00\xd8a\x00", "utf-16-le"), (b"a\x00b", "utf-16-le"), (b"\x00\x00\x11\x00", "utf-32-le"), (b"\x81", "cp1252")]:
        try:
            print(h, enc, repr(data.decode(enc, h)))
        except UnicodeDecodeError as e:
            print(h, enc, type(e).__name__, e, e.start, e.end, e.reason, repr(e.object))
print(b"\xed\xa0\x80".decode("utf-8", "surrogatepass").encode("utf-8", "surrogatepass"), b"a\xffb".decode("utf-8", "surrogateescape").encode("utf-8", "surrogateescape"))
for call in [lambda: "a".encode("nope"), lambda: b"a".decode("nope"), lambda: "é".encode("ascii", "nope"), lambda: b"\xff".decode("utf-8", "nope"),
             lambda: "a".encode(1), lambda: b"a".decode(None), lambda: "a".encode("utf-8", errors=1), lambda: b"\xff".decode("ascii", "xmlcharrefreplace"),
             lambda: "a".encode("hex"), lambda: UnicodeDecodeError("x", b"ab", 0, 2, "why").__str__(), lambda: str(UnicodeEncodeError("y", "ab", 1, 2, "no"))]:
    try:
        print(repr(call()))
    except Exception as e:
        print(type(e).__name__, e)
b"\xc3\x28".decode("utf-8")
