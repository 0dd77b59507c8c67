from array import array

a = array("i", [1, 2, 3, 4])
a.append(5)
a.extend([6, 7])
a.insert(0, 0)
print(a, a.typecode, a.itemsize, len(a), a[2], a[-1], a[1:4], a.index(3), a.count(2), sum(a))
a.reverse(); a.remove(4); print(a, a.pop(), a.pop(0), a)
d = array("d", [1.5, 2.25, -0.5])
print(d, d.tobytes()[:8], array("d", d.tobytes()) == d, d.tolist(), max(d))
b = array("B", b"hello")
b[0] = ord("j")
print(b, b.tobytes(), bytes(b), memoryview(b)[1:3].tobytes(), array("u", "hi") if False else array("w", "h\u00e9"))
h = array("h", range(5))
h *= 2
print(h, h + array("h", [9]), h == array("h", list(range(5)) * 2), array("l", [1]) < array("l", [2]))
f = array("f", [0.1])
print(f[0], array("q", [-2**63]), array("Q", [2**64 - 1]), array("b", [-128, 127]))
bs = array("H", [1, 256])
bs.byteswap()
print(bs, bs.buffer_info()[1], array("I").itemsize >= 2, list(array("i", b"\x01\x00\x00\x00\x02\x00\x00\x00")))
fb = array("i")
fb.frombytes(array("i", [10, 20]).tobytes())
fb.fromlist([30])
print(fb, array("b", [1, 2, 3])[::-1], sorted(array("i", [3, 1, 2])))
for bad in [lambda: array("b", [200]), lambda: array("z"), lambda: array("i", [1.5]), lambda: array("i").pop(),
            lambda: array("i", [1]).remove(9), lambda: array("i", b"abc"), lambda: array("i") + array("d"), lambda: array("B", [-1])]:
    try:
        bad()
    except (OverflowError, ValueError, TypeError, IndexError) as e:
        print(type(e).__name__, e)
