# Dicts keyed by ints: hash(-1) == hash(-2), 1 / True / 1.0 the same key, huge ints (beyond 2**53
# and 2**61 - 1, where int hashes wrap), ints made by arithmetic, and many keys in one dict.
d = {}
for k in (-1, -2, 0, 1, 2**53, 2**53 + 1, 2**61 - 1, 2**61, 2**64 + 5, -(2**70)):
    d[k] = str(k)[-3:]
print(d)
print(d[-1], d[-2], hash(-1) == hash(-2))
d[True] = "true"
d[1.0] = "float one"
print(d[1], list(d)[3], len(d))
big = 10**20
print(d.get(2**64 + 5), d.get(2**64 + 4, "missing"), (big // big) in d, (2**61 - 1) * 1 in d)
m = {}
for i in range(5000):
    m[i * 7 % 4096] = i
print(len(m), m[0], m[4095], sum(m) % 1000, m.get(4096, "absent"))
for i in range(0, 4096, 2):
    del m[i]
print(len(m), min(m), max(m), 2 in m, 3 in m)
keys = [10**15 + i for i in range(100)]
n = dict.fromkeys(keys, 0)
for k in keys:
    n[k + 0] += 1
print(sum(n.values()), len(n))
