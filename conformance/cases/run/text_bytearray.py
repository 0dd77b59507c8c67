# bytearray: construction, repr, mutation, slice assignment, methods returning bytearray, errors
ba = bytearray(b"hello")
print(ba, repr(ba), str(ba), len(ba), ba[0], ba[-1], ba[1:3], ba[::-1], type(ba[1:3]).__name__, list(ba[:2]))
print(bytearray(), bytearray(3), bytearray([1, 2, 255]), bytearray("é", "utf-8"), bytearray(b"x") == b"x", bytearray(b"a") < b"b", b"a" == bytearray(b"a"))
ba[0] = 72
ba[-1] = ord("O")
print(ba)
ba[1:3] = b"EE"
print(ba)
ba[1:3] = b"abcdef"
print(ba)
ba[2:6] = []
print(ba)
ba[::2] = b"xyz" if len(ba[::2]) == 3 else bytes(len(ba[::2]))
print(ba)
del ba[0]
print(ba)
del ba[::2]
print(ba)
ba[len(ba):] = range(65, 70)
print(ba)
ba[0:0] = bytearray(b"<<")
ba[1:2] = memoryview(b"MV")
print(ba)
ba.append(33)
ba.extend(b"??")
ba.extend([46, 46])
ba.extend(x for x in b"()")
ba.insert(0, 95)
ba.insert(-1, 45)
ba.insert(100, 126)
print(ba, ba.pop(), ba.pop(0), ba.pop(-2), ba)
ba.remove(ord("?"))
ba.reverse()
print(ba, ba.count(b"."), ba.find(b"."), ba.index(46), 46 in ba, b"MV" in ba)
c = ba.copy()
c.clear()
print(c, ba.copy() == ba, ba.copy() is ba)
x = bytearray(b"ab")
y = x
x += b"cd"
print(x, y, x is y)
x *= 2
print(x, y is x, x * 2, 2 * bytearray(b"z"), bytearray(b"a") + b"b", b"a" + bytearray(b"b"), type(b"a" + bytearray(b"b")).__name__)
z = bytearray(b"  Mixed Case  ")
print(z.strip(), z.upper(), z.split(), z.replace(b" ", b"_"), z.title(), z.center(20, b"."), z.hex(" "), type(z.strip()).__name__)
print(bytearray.fromhex("41 42"), type(bytearray.fromhex("00")).__name__, bytearray(b"abc").decode(), z.isupper(), z.startswith(b"  M"))
print(bytearray(b"%s=%d") % (b"k", 5), bytearray(b"abc").partition(b"b"), bytearray(b"a,b").split(b","))
r = bytearray(b"abc")
r.resize(5)
print(r)
r.resize(1)
print(r)
for call in [lambda: ba.__setitem__(0, 256), lambda: ba.__setitem__(0, -1), lambda: ba.__setitem__(0, "a"), lambda: ba.__setitem__(100, 1),
             lambda: ba.__setitem__(slice(0, 2), 5), lambda: ba.__setitem__(slice(0, 5, 2), b"ab"), lambda: ba.__setitem__(slice(0, 2), [300]),
             lambda: ba.pop(100), lambda: bytearray().pop(), lambda: ba.remove(200), lambda: ba.remove(300), lambda: ba.append(256), lambda: ba.append("a"),
             lambda: ba.extend(1), lambda: ba.extend("ab"), lambda: ba.insert("a", 1), lambda: hash(ba), lambda: ba[100], lambda: ba["a"],
             lambda: ba + "a", lambda: bytearray("abc"), lambda: bytearray(-1), lambda: ba.__delitem__(100), lambda: bytearray(b"x").resize(-1)]:
    try:
        print(repr(call()))
    except Exception as e:
        print(type(e).__name__, e)
