# bytes literals, indexing, slicing, concatenation, encode/decode, hashing as a dict key
b = b"hello\x00\xff\"'"
print(b, len(b), b[1], b[1:3], b + b"!", b"ab" * 2, b == b"hello\x00\xff\"'", b"el" in b, list(b"ab"))
print(bytes([65, 66]), bytes(3), "héllo".encode(), b"caf\xc3\xa9".decode(), b"abc".hex(), b"x".upper(), b"-".join([b"a", b"b"]))
print({b"k": 1}[b"k"], b"" == bytes(), repr(b"\t\n"))
