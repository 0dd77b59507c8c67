from _collections import deque as D
for n in range(0, 9):
    for k in range(-10, 11):
        d = D(range(n)); l = list(range(n))
        d.rotate(k)
        if n:
            kk = k % n
            l = l[n - kk:] + l[:n - kk]
        assert list(d) == l, (n, k, list(d), l)
d = D(range(20))
for k in [3, -5, 7, 19, -19, 40]:
    d.rotate(k); d.append(d.popleft()); d.appendleft(d.pop())
print(list(d))
d = D(range(100000))
for _ in range(10000):
    d.rotate(1)
print(d[0], d[-1])
d = D(range(10), 10)
d.rotate(3); d.append(99); print(d)
