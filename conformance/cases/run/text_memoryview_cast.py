# memoryview.cast between byte and native formats, shapes, tolist of multi-dim views, comparisons
raw = bytearray(range(16))
m = memoryview(raw)
for fmt in ["B", "b", "c", "h", "H", "i", "I", "q", "Q", "f", "d", "?"]:
    try:
        v = m.cast(fmt)
        print(fmt, v.itemsize, len(v), v.nbytes, v.tolist()[:4])
    except Exception as e:
        print(fmt, type(e).__name__, e)
g = m.cast("B", [4, 4])
print(g.shape, g.strides, g.tolist(), g.nbytes, g.ndim, g.c_contiguous, g.cast("B").shape)
h = m.cast("h", (2, 4))
print(h.tolist(), h.format, h.strides, h == memoryview(raw).cast("h", (2, 4)), h.tobytes() == bytes(raw))
i32 = m.cast("i")
i32[0] = 2**31 - 1
i32[1] = -2**31
print(list(raw[:8]), i32.tolist()[:2], memoryview(raw).cast("I")[1])
f = memoryview(bytearray(8)).cast("d")
f[0] = 1.5
print(f.tolist(), f[0], bytes(f.cast("B"))[-2:])
c = m.cast("c")
c[0] = b"Z"
print(raw[:2], c[0], c[1:3].tolist())
print(memoryview(b"abc") == memoryview(bytearray(b"abc")), memoryview(b"abc").cast("c") == b"abc", memoryview(b"\x01\x00").cast("h") == memoryview(b"\x01\x00"), memoryview(b"ab")[::-1] == b"ba")
for call in [lambda: i32.__setitem__(0, 2**31), lambda: i32.__setitem__(0, 1.5), lambda: f.__setitem__(0, "x"), lambda: c.__setitem__(0, 65), lambda: c.__setitem__(0, b"ab"),
             lambda: m.cast("h", (3,)), lambda: m.cast("B", (4, 3)), lambda: m.cast("B", "x"), lambda: m.cast(1), lambda: m.cast("<i"), lambda: g[0, 0], lambda: g.tolist()[4]]:
    try:
        print(repr(call()))
    except Exception as e:
        print(type(e).__name__, e)
