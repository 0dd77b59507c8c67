import base64
import binascii

data = "Hello, w\u00f6rld! \u2603".encode("utf-8")
for enc, dec in [(base64.b64encode, base64.b64decode), (base64.urlsafe_b64encode, base64.urlsafe_b64decode),
                 (base64.b32encode, base64.b32decode), (base64.b32hexencode, base64.b32hexdecode),
                 (base64.b16encode, base64.b16decode), (base64.a85encode, base64.a85decode),
                 (base64.b85encode, base64.b85decode), (base64.standard_b64encode, base64.standard_b64decode)]:
    e = enc(data)
    print(enc.__name__, e, dec(e) == data)
print(base64.b64encode(b"\xfb\xff\xfe"), base64.urlsafe_b64encode(b"\xfb\xff\xfe"), base64.b64encode(b"ab", altchars=b"-_"))
print(base64.b64decode("aGVsbG8="), base64.b64decode(b"aGVs\nbG8="), base64.b64decode("aGVsbG8", validate=False) if False else None)
print(base64.encodebytes(b"x" * 60), base64.decodebytes(b"eHh4\n"))
print(base64.a85encode(b"\0\0\0\0abc", foldspaces=True, wrapcol=8, adobe=True), base64.z85encode(b"\x86\x4f\xd2\x6f\xb5\x59\xf7\x5b") if hasattr(base64, "z85encode") else None)
print(binascii.hexlify(b"\x01\xab"), binascii.hexlify(b"\x01\xab\xcd", "-"), binascii.unhexlify("01ab"), binascii.crc32(b"hello"), binascii.crc_hqx(b"hello", 0))
print(binascii.b2a_base64(b"abc"), binascii.b2a_base64(b"abc", newline=False), binascii.a2b_base64(b"YWJj"))
print(binascii.b2a_qp(b"caf\xe9 = ok"), binascii.a2b_qp(b"caf=E9"), bytes.fromhex("de ad"), b"\xde\xad".hex(":"))
for bad in [lambda: base64.b64decode("abc"), lambda: base64.b64decode("ab!c", validate=True), lambda: base64.b32decode("xyz"),
            lambda: base64.b16decode("0g"), lambda: binascii.unhexlify("abc"), lambda: base64.a85decode(b"zz{"),
            lambda: base64.b64encode("text")]:
    try:
        bad()
    except (binascii.Error, ValueError, TypeError) as e:
        print(type(e).__name__, e)
