# bytearray slice assignment and deletion: growing, shrinking, extended slices, self-assignment
def show(label, b):
    print(label, b, len(b))
b = bytearray(range(10))
b[2:5] = b"XY"; show("shrink", b)
b[0:1] = b"ABCD"; show("grow", b)
b[5:5] = b"+++"; show("insert", b)
b[-2:] = b""; show("chop", b)
b[100:] = b"end"; show("append", b)
b[::3] = bytes(len(b[::3])); show("ext zero", b)
b[::-2] = b"z" * len(b[::-2]); show("ext rev", b)
del b[1::4]; show("del ext", b)
del b[:2]; show("del head", b)
del b[-1]; show("del last", b)
b[:] = b; show("self", b)
b[2:4] = b; show("self into", b)
b[:] = [1, 2, 3]; show("list", b)
b[1:2] = (x for x in [9, 9]); show("gen", b)
b[0:0] = bytearray(b"!"); show("ba", b)
b[len(b):] = memoryview(b"mv"); show("mv", b)
c = bytearray(b"abcdef")
c[1:5:2] = b"XY"; show("step2", c)
c[5:1:-2] = b"pq"; show("neg step", c)
c[::-1] = c; show("reverse self", c)
for bad in [lambda: c.__setitem__(slice(0, 6, 2), b"ab"), lambda: c.__setitem__(slice(0, 2), "ab"), lambda: c.__setitem__(slice(0, 2), 3),
            lambda: c.__setitem__(slice(0, 2), [1, 256]), lambda: c.__setitem__(slice(0, 2), [1, "a"]), lambda: c.__setitem__(slice(None, None, 0), b""),
            lambda: c.__delitem__(slice(None, None, 0)), lambda: c.__setitem__("a", 1), lambda: c.__delitem__(-100)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
print(c)
