# int.to_bytes / int.from_bytes
print((1024).to_bytes(2, "big"), (1024).to_bytes(2, "little"), (1024).to_bytes(4, byteorder="big"))
print((-1).to_bytes(2, "big", signed=True), (-129).to_bytes(2, "little", signed=True), (0).to_bytes(0, "big"))
print((255).to_bytes(), (65535).to_bytes(3), (2 ** 64).to_bytes(9, "little"), (-(2 ** 63)).to_bytes(8, signed=True))
print((127).to_bytes(1, signed=True), (128).to_bytes(1))
print(int.from_bytes(b"\x00\x10", "big"), int.from_bytes(b"\x00\x10", "little"), int.from_bytes(b"\xff\xff", signed=True))
print(int.from_bytes(b"\xff", "big", signed=False), int.from_bytes(b""), int.from_bytes(b"", signed=True))
print(int.from_bytes([1, 2, 3], "big"), int.from_bytes(b"\x80", signed=True), int.from_bytes(b"\x01" * 20))
print(int.from_bytes((x for x in [0, 1]), "big"), bool.from_bytes(b"\x01"), type(bool.from_bytes(b"\x00")))
class MyInt(int):
    pass
r = MyInt.from_bytes(b"\x07", "big")
print(type(r).__name__, r)
for f in [lambda: (256).to_bytes(1, "big"), lambda: (-1).to_bytes(1, "big"), lambda: (128).to_bytes(1, "big", signed=True),
          lambda: (1).to_bytes(-1, "big"), lambda: (1).to_bytes(1, "middle"), lambda: (1).to_bytes(1, 5),
          lambda: int.from_bytes(b"\x01", "sideways"), lambda: int.from_bytes("ab", "big"),
          lambda: int.from_bytes([256], "big"), lambda: int.from_bytes([-1], "big"), lambda: (1).to_bytes(1, "big", True),
          lambda: int.from_bytes(5, "big"), lambda: (2 ** 70).to_bytes(8, "little"), lambda: (1).to_bytes(1.5, "big")]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
for n in [0, 1, -1, 255, -256, 2 ** 31, -(2 ** 31), 10 ** 20]:
    ln = (n.bit_length() + 8) // 8
    b = n.to_bytes(ln, "little", signed=True)
    print(n, b.hex(), int.from_bytes(b, "little", signed=True) == n)
