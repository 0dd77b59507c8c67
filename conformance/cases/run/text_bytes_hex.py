# hex() with separators and bytes.fromhex / bytearray.fromhex
data = bytes(range(0, 256, 17))
print(data.hex(), data.hex(":"), data.hex(b"-"), data.hex(" ", 2), data.hex(" ", -2), data.hex("_", 3), data.hex("_", -3), data.hex(".", 100), data.hex("|", 0))
print(b"".hex(), b"".hex(":"), b"\x00".hex(":", 5), bytearray(b"\xab\xcd").hex(), memoryview(b"\x01\x02\x03").hex("/"), memoryview(b"\x01\x02\x03\x04").cast("H").hex())
print(bytes.fromhex("00ff 10\t20\n"), bytearray.fromhex("cafe babe"), bytes.fromhex(" "), bytes.fromhex("AbCd"), bytes.fromhex(b"0a0b"), bytes.fromhex(bytearray(b"ff")))
print(bytes.fromhex(data.hex()) == data, bytes.fromhex(data.hex(" ")) == data, int.from_bytes(bytes.fromhex("0100"), "big") if hasattr(int, "from_bytes") else 256)
class MyBytes(bytes):
    pass
print(type(MyBytes.fromhex("41")).__name__, MyBytes.fromhex("4142"))
for call in [lambda: bytes.fromhex("a"), lambda: bytes.fromhex("0g"), lambda: bytes.fromhex("0 1"), lambda: bytes.fromhex("é"), lambda: data.hex("ab"),
             lambda: data.hex(""), lambda: data.hex("é"), lambda: data.hex(":", "x"), lambda: bytes.fromhex(), lambda: bytes.fromhex(None)]:
    try:
        print(repr(call()))
    except Exception as e:
        print(type(e).__name__, e)
