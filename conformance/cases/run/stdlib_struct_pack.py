# struct with the standard tables ('<', '>', '!', '='): every format char, round trips, errors
import struct

def t(fn, *a):
    try:
        print(fn.__name__, a, "->", fn(*a))
    except Exception as e:
        print(fn.__name__, a, "!!", type(e).__name__, e)

for order in "<>!=":
    for c, vals in [("b", (-128, 0, 127)), ("B", (0, 255)), ("h", (-32768, 1, 32767)), ("H", (0, 65535)),
                    ("i", (-2**31, 7, 2**31 - 1)), ("I", (0, 2**32 - 1)), ("l", (-2**31, 2**31 - 1)), ("L", (0, 2**32 - 1)),
                    ("q", (-2**63, 2**63 - 1)), ("Q", (0, 2**64 - 1)), ("?", (True, False)), ("e", (1.0, -2.5, 65504.0, 2**-24)),
                    ("f", (1.5, -0.0, 3.4028234663852886e38)), ("d", (0.1, -1e308, float("inf"))), ("c", (b"a", b"\xff"))]:
        fmt = order + str(len(vals)) + c
        packed = struct.pack(fmt, *vals)
        print(fmt, packed.hex(), struct.unpack(fmt, packed), struct.calcsize(fmt))
        t(struct.pack, order + c, 2**64)
        t(struct.pack, order + c, -2**64)
        t(struct.pack, order + c, "x")

print(struct.pack("<5s3p2x?", b"abcdefg", b"xyzw", 5), struct.unpack("<5s3p2x?", b"abcde\x09xy\0\0\x01"))
print(struct.pack(">10p", b"hello"), struct.pack("<0s", b"ab"), struct.unpack("<1p", b"\x05"))
print(struct.pack("<e", 65519.0), struct.pack("<e", 1e-8), struct.pack("<e", 5.960464477539063e-08), struct.unpack("<e", b"\x01\x00"))
print(struct.unpack("<4e", bytes.fromhex("003c00bc007c00fc")), struct.pack(">e", -0.0), struct.pack("<e", 2.0**-25 * 1.5))
for v in (65520.0, 1e300):
    t(struct.pack, "<e", v)
t(struct.pack, "<f", 1e300)
t(struct.pack, "<d", 10**400)
t(struct.pack, ">ii", 1)
t(struct.pack, ">i", 1, 2)
t(struct.pack, "<n", 1)
t(struct.pack, "<P", 1)
t(struct.pack, "ii y")
t(struct.pack, "<3")
t(struct.pack, "i\0")
t(struct.pack, "<c", b"ab")
t(struct.pack, "<c", "a")
t(struct.pack, "<s", "a")
t(struct.pack, "<2s", [1])
t(struct.pack, "<2s", bytearray(b"abc"))
t(struct.calcsize, "<99999999999999999999i")
t(struct.calcsize, 3)
t(struct.unpack, "<i", b"abc")
t(struct.unpack, "<i", "abcd")
t(struct.pack)

class Idx:
    def __index__(self):
        return 42
print(struct.pack("<i", Idx()), struct.pack("<d", Idx()), struct.pack("<?", []), struct.pack("<?", [0]))
print(struct.pack("<D", 1 + 2j).hex(), struct.unpack("<F", struct.pack("<F", 1.5 - 2j)), struct.pack("<F", 3).hex())
t(struct.pack, "<F", "x")
t(struct.pack, "<f", 2**200)
