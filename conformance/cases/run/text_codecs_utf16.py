# UTF-16 / UTF-32: byte order marks, endianness, truncated data and surrogates
for s in ["", "A", "é€", "😀", "a😀b"]:
    for enc in ["utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be"]:
        b = s.encode(enc)
        print(repr(s), enc, b, b.decode(enc) == s)
print(b"\xff\xfeA\x00".decode("utf-16"), b"\xfe\xff\x00A".decode("utf-16"), b"A\x00".decode("utf-16"), b"\xff\xfe\x00\x00A\x00\x00\x00".decode("utf-32"), b"\x00\x00\xfe\xff\x00\x00\x00A".decode("utf-32"))
print(b"\xff\xfeA\x00".decode("utf-16-le"), b"=\xd8\x00\xde".decode("utf-16-le"), b"\xd8=\xde\x00".decode("utf-16-be"))
for data, enc in [(b"A", "utf-16-le"), (b"A\x00B", "utf-16"), (b"\x00\xdc\x41\x00", "utf-16-le"), (b"\x3d\xd8", "utf-16-le"), (b"\x3d\xd8A\x00", "utf-16-le"),
                  (b"AB", "utf-32"), (b"\x00\x00\x00\x01", "utf-32-le"), (b"\x00\xdc\x00\x00", "utf-32-le"), (b"\xff\xfeA", "utf-16")]:
    for h in ["strict", "replace", "ignore", "backslashreplace"]:
        try:
            print(data, enc, h, repr(data.decode(enc, h)))
        except UnicodeDecodeError as e:
            print(data, enc, h, e, e.start, e.end)
for s in ["a\udc80b", "\ud83d"]:
    for enc in ["utf-16-le", "utf-32-be"]:
        for h in ["strict", "surrogatepass", "replace"]:
            try:
                print(repr(s), enc, h, s.encode(enc, h))
            except UnicodeEncodeError as e:
                print(repr(s), enc, h, e)
