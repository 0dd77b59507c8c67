# bytearray grows in place (append, extend, +=, insert at the end, pop from the end) without
# changing what other objects made from it hold, and refuses to resize under a memoryview.
a = bytearray()
for i in range(300):
    a.append(i & 255)
print(len(a), a[:5], a[-3:])
b = bytes(a); a.append(1); print(b[-2:], len(b), a[-2:])
c = a[:]; a.append(2); print(c[-2:], a[-2:])
a.extend(a); print(len(a))
a += b'xy'; print(a[-4:])
m = memoryview(a)
for op in [lambda: a.append(1), lambda: a.extend(b'z'), lambda: a.pop(), lambda: a.extend(b''), lambda: a.__iadd__(b'')]:
    try:
        op(); print('ok', len(a))
    except BufferError as e:
        print('BufferError', e)
m.release()
print(a.pop(), a.pop(), len(a)); a.append(7); print(a[-2:])
d = a[:]; a.pop(); a.append(99); print(d[-2:], a[-2:])
a.insert(len(a), 9); a.insert(100000, 8); a.insert(0, 1); print(a[:2], a[-3:])
x = bytearray(b'abc'); y = x; x += b'd'; print(y, x is y)
for n in [1000, 5000]:
    a = bytearray()
    for i in range(n):
        a.append(i & 255)
    print(n, len(a), sum(a))
