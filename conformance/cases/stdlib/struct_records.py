import struct

header = struct.Struct("<4sHHI")
packed = header.pack(b"PYTS", 1, 14, 1024)
print(packed, header.size, header.format, header.unpack(packed))
records = [(1, b"alice", 31.5, True), (2, b"bob", 25.0, False), (3, b"carol-long-name", -1.25, True)]
fmt = "<i10sd?"
blob = b"".join(struct.pack(fmt, *r) for r in records)
print(len(blob), struct.calcsize(fmt))
for rec in struct.iter_unpack(fmt, blob):
    print(rec[0], rec[1].rstrip(b"\0"), rec[2], rec[3])
print(struct.pack(">I", 0xDEADBEEF), struct.pack("<I", 0xDEADBEEF), struct.pack("!h", -2), struct.pack("=q", -1))
print(struct.unpack(">HH", b"\x01\x02\x03\x04"), struct.unpack("<f", struct.pack("<f", 0.1)), struct.pack("<e", 1.5))
print(struct.calcsize("bhilqn") if False else struct.calcsize("<bhilq"), struct.calcsize("@bi"), struct.calcsize("<bi"), struct.calcsize("3s2x?"))
buf = bytearray(16)
struct.pack_into("<HI", buf, 4, 7, 99)
print(buf, struct.unpack_from("<HI", buf, 4), struct.unpack_from("<I", buf, offset=6))
print(struct.pack("5p", b"pascal"), struct.unpack("5p", b"\x03abcd"), struct.pack("c", b"x"), struct.pack("3c", b"a", b"b", b"c"))
print(struct.pack("<?Q", 2, 2**64 - 1), struct.unpack("<d", b"\x00" * 7 + b"\x7f"))
for call in [lambda: struct.pack("<h", 40000), lambda: struct.pack("<B", -1), lambda: struct.unpack("<I", b"abc"),
             lambda: struct.pack("<i", "x"), lambda: struct.calcsize("z"), lambda: struct.pack("<2i", 1),
             lambda: struct.pack_into("<I", bytearray(2), 0, 1)]:
    try:
        call()
    except (struct.error, TypeError) as e:
        print(type(e).__name__, e)
