# binascii: hex, base64 (strict_mode, newline), uu, quoted-printable, crc32/crc_hqx, errors; base64.py over it
import binascii, base64

def t(fn, *a, **k):
    try:
        print(fn.__name__, a, k, "->", fn(*a, **k))
    except Exception as e:
        print(fn.__name__, a, k, "!!", type(e).__name__, e)

data = bytes(range(256)) + b"hello world\n"
for n in (0, 1, 2, 3, 4, 5, 45, 57):
    chunk = data[:n]
    h = binascii.hexlify(chunk)
    b = binascii.b2a_base64(chunk)
    u = binascii.b2a_uu(chunk[:45])
    q = binascii.b2a_qp(chunk)
    print(n, h, b, u, q)
    print(binascii.unhexlify(h) == chunk, binascii.a2b_base64(b) == chunk, binascii.a2b_uu(u) == chunk[:45], binascii.a2b_qp(q) == chunk)
print(binascii.hexlify(b"\x01\x02\x03\x04\x05", "-"), binascii.hexlify(b"\x01\x02\x03\x04\x05", b":", 2), binascii.b2a_hex(b"\x01\x02\x03\x04\x05", "_", -2))
t(binascii.hexlify, b"ab", "--")
t(binascii.hexlify, b"ab", "é")
t(binascii.hexlify, b"ab", "€")
t(binascii.unhexlify, "abc")
t(binascii.unhexlify, "zz")
t(binascii.unhexlify, "é0")
t(binascii.unhexlify, 5)
t(binascii.hexlify, "ab")
print(binascii.unhexlify("DEadBEef"), binascii.a2b_hex(bytearray(b"0aff")))
print(binascii.b2a_base64(b"abc", newline=False), binascii.a2b_base64("YW Jj\nZA=="), binascii.a2b_base64(b"YWJjZA==\n"))
for s in [b"YWJ", b"YWJjZ", b"=YWJj", b"YWJj====", b"YWJj!", b"YW=J", b"YWJjZA==", b"", b"Y", b"YQ", b"YQ="]:
    t(binascii.a2b_base64, s)
    t(binascii.a2b_base64, s, strict_mode=True)
print(binascii.b2a_uu(b"", backtick=True), binascii.b2a_uu(b"\0\0\0", backtick=True), binascii.a2b_uu(b" "), binascii.a2b_uu(b"!80``\n"))
t(binascii.b2a_uu, b"x" * 46)
t(binascii.a2b_uu, b"#\x01\x02\x03")
t(binascii.a2b_uu, b"!80 xx")
print(binascii.b2a_qp(b"a=b\tc \nd.\n.\r\n", quotetabs=True), binascii.b2a_qp(b"x y_z", header=True), binascii.b2a_qp(b"a\r\nb \r\n", istext=False))
print(binascii.b2a_qp(b"x" * 200), binascii.b2a_qp(b"\xff" * 30 + b"\r\n" + b"y" * 80))
print(binascii.a2b_qp(b"a=3Db=\r\nc=4x=41=\nend=="), binascii.a2b_qp(b"a_b=5f", header=True), binascii.a2b_qp("=="))
print(binascii.crc32(b"hello"), binascii.crc32(b"world", binascii.crc32(b"hello ")), binascii.crc32(b"x", -1), binascii.crc32(b""))
print(binascii.crc_hqx(b"hello", 0), binascii.crc_hqx(b"hello", 0xffff), binascii.crc_hqx(b"", 0x12345))
t(binascii.crc_hqx, b"x")
t(binascii.crc32, "x")
print(issubclass(binascii.Error, ValueError), binascii.Error, binascii.Incomplete.__mro__)
print(base64.b64encode(b"\x00\xffabc"), base64.b64decode("AP9hYmM="), base64.urlsafe_b64encode(b"\xfb\xff"), base64.b32encode(b"abc"), base64.b16decode("6162"))
print(base64.b85encode(b"hello"), base64.a85encode(b"hello"), base64.encodebytes(b"x" * 60), base64.standard_b64decode(b"eHl6"))
t(base64.b64decode, "YWJj!", validate=True)
t(base64.b64decode, "YWJ")
