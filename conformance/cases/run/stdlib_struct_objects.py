# struct.Struct, pack_into/unpack_from offsets, iter_unpack, struct.error, the cache
import struct

def t(fn, *a):
    try:
        print(getattr(fn, "__name__", fn), a, "->", fn(*a))
    except Exception as e:
        print(getattr(fn, "__name__", fn), a, "!!", type(e).__name__, e)

s = struct.Struct(">hhl")
print(s, repr(struct.Struct(b"<q")), s.format, s.size, struct.Struct(b"<q").format)
print(s.pack(1, 2, 3), s.unpack(s.pack(-1, -2, -3)), s.unpack_from(b"\0" * 9, 1), s.unpack_from(b"\1" * 9, offset=1))
buf = bytearray(12)
s.pack_into(buf, 2, 7, 8, 9)
print(buf)
struct.pack_into("<H", buf, -2, 0xABCD)
print(buf, struct.unpack_from("<H", buf, -2), struct.unpack_from("<4s", memoryview(buf), 4))
b = bytearray(8)
t(struct.pack_into, "<i", b, -2, 1)
t(struct.pack_into, "<i", b, -10, 1)
t(struct.pack_into, "<i", b, 6, 1)
t(struct.pack_into, "<i", bytes(8), 0, 1)
t(struct.pack_into, "<i")
t(struct.pack_into, "<i", b)
t(struct.pack_into, "<i", b, 0)
t(struct.unpack_from, "<i", b, -2)
t(struct.unpack_from, "<i", b, -10)
t(struct.unpack_from, "<i", b, 6)
t(struct.unpack_from, "<i", "abcd")
t(struct.iter_unpack, "<i", b"abc")
t(struct.iter_unpack, "", b"abc")
t(struct.iter_unpack, "x", 3)
it = struct.iter_unpack("<hb", bytes(range(9)))
print(type(it).__name__, type(it).__module__, it.__length_hint__(), next(it), it.__length_hint__(), list(it), list(it))
print(list(s.iter_unpack(bytes(16))))
t(struct.Struct)
t(struct.Struct, "i", "j")
t(struct.Struct, 5)
t(struct.Struct, "é")
t(struct.Struct, "<z")
print(struct.error, struct.error.__module__, struct.Struct.__module__, issubclass(struct.error, Exception))
try:
    struct.pack("<b", 1000)
except struct.error as e:
    print("caught", e.args)

class S(struct.Struct):
    def __init__(self):
        super().__init__("<2H")
x = S()
print(type(x).__name__, x.size, x.pack(1, 2), x.format)
for i in range(300):
    struct.calcsize("<%dB" % i)
struct._clearcache()
print(struct.calcsize("<300B"), struct.pack("<3x"), struct.unpack("<3x", b"abc"), struct.calcsize("< 2 h  i"))
