# memoryview over bytes and bytearray: items, slicing, casting, writing, release, errors
m = memoryview(b"abcdef")
print(len(m), m[0], m[-1], m.readonly, m.itemsize, m.nbytes, m.format, m.ndim, m.shape, m.strides, m.obj, m.tobytes(), m.tolist()[:3], m.hex(), m.hex(":", 2))
s = m[1:5]
print(s.tobytes(), s.shape, s.nbytes, s[::2].tobytes(), s[::2].strides, s[::-1].tobytes(), bytes(m[::3]), s.c_contiguous, s[::2].contiguous, list(m[:2]))
print(m == b"abcdef", m == bytearray(b"abcdef"), m[:2] == memoryview(b"ab"), m != b"x", m == "abcdef", hash(m) == hash(b"abcdef"))
ba = bytearray(b"hello world")
w = memoryview(ba)
w[0] = ord("H")
w[6:11] = b"WORLD"
print(ba, w.readonly, w[6:].tobytes(), w.obj is ba)
sub = w[::2]
sub[0] = ord("J")
print(ba, sub.tolist())
try:
    ba.append(33)
except BufferError as e:
    print(type(e).__name__, e)
w.release()
sub.release()
ba.append(33)
print(ba)
try:
    w[0]
except ValueError as e:
    print(type(e).__name__, e)
with memoryview(bytearray(b"ctx")) as cm:
    print(cm.tobytes(), cm.readonly)
print(repr(cm).startswith("<released memoryview"))
raw = bytearray(range(8))
ints = memoryview(raw).cast("i")
print(ints.format, ints.itemsize, len(ints), ints.tolist(), ints.nbytes, ints.shape)
ints[1] = -1
print(list(raw), memoryview(raw).cast("b").tolist(), memoryview(raw).cast("c")[0], memoryview(raw).cast("H").tolist(), memoryview(raw).cast("q").tolist())
grid = memoryview(bytes(range(6))).cast("B", (2, 3))
print(grid.shape, grid.strides, grid.ndim, grid.tolist(), grid.tobytes(), grid.cast("B").tolist(), len(grid))
print(memoryview(b"ab").cast("c").tolist(), memoryview(b"\x01\x00\x00\x00\x02\x00\x00\x00").cast("I").tolist(), memoryview(b"\x00\x00\x80?").cast("f").tolist(), memoryview(b"\x01\x00").cast("?").tolist())
print(bytes(memoryview(b"xyz")[1:]), bytearray(memoryview(b"q")), b"".join([memoryview(b"a"), memoryview(b"b")]), memoryview(memoryview(b"nest")).tobytes())
print(memoryview(b"abc").toreadonly().readonly, memoryview(bytearray(b"a")).toreadonly().readonly, memoryview(b"a").tobytes("C"), memoryview(b"\x00\xff").hex())
ro = memoryview(b"abc")
for call in [lambda: ro.__setitem__(0, 1), lambda: memoryview(1), lambda: memoryview("abc"), lambda: ro["x"], lambda: ro[10], lambda: ro.cast("x"),
             lambda: memoryview(b"abc").cast("i"), lambda: memoryview(bytearray(4)).cast("i").cast("h"), lambda: w.tobytes(), lambda: len(w),
             lambda: memoryview(bytearray(1)).__setitem__(0, 256), lambda: memoryview(bytearray(1)).__setitem__(0, "a"), lambda: memoryview(bytearray(2)).__setitem__(slice(0, 2), b"abc"),
             lambda: hash(memoryview(bytearray(1))), lambda: memoryview(b"ab").cast("B", (3,)), lambda: grid[0], lambda: memoryview(b"abcd")[::2].cast("B"), lambda: ro.__delitem__(0)]:
    try:
        print(repr(call()))
    except Exception as e:
        print(type(e).__name__, e)

# iteration: a memory_iterator reading the buffer as it is at each step, letting go of the view at the end
import sys, gc
b = bytearray(b"abc")
m = memoryview(b)
it = iter(m)
print(type(it).__name__, type(it) is type(iter(memoryview(b"x"))), iter(it) is it)
print(next(it))
b[1] = 122
print(list(it), list(it))
m2 = memoryview(bytearray(b"hey")).cast("B")
it2 = iter(m2)
print(next(it2))
m2.release()
try: next(it2)
except ValueError as e: print(e)
print(list(memoryview(b"\x01\x02\x03\x04").cast("h")))
print(list(memoryview(b"xy").cast("c")))
try: iter(memoryview(b"abcd").cast("B", (2, 2)))
except NotImplementedError as e: print(e)
m3 = memoryview(b"q"); it3 = iter(m3); r = sys.getrefcount(m3); list(it3); print(sys.getrefcount(m3) == r - 1)
print(gc.is_tracked(iter(memoryview(b"a"))))
print(hasattr(it, "__length_hint__"), sorted(n for n in dir(it) if not n.startswith("__")))
