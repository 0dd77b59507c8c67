# list.sort / sorted: stability with key and reverse, errors, mutation detection
data = [('b', 2), ('a', 2), ('c', 1), ('a', 1), ('b', 1), ('c', 2)]
print(sorted(data, key=lambda p: p[1]))
print(sorted(data, key=lambda p: p[1], reverse=True))
print(sorted(data, key=lambda p: p[0], reverse=True))
print(sorted(data, reverse=True))
x = [5, 3, 5.0, 3.0, 1, True, 1.0]
print(sorted(x), sorted(x, reverse=True))
words = "The quick brown fox Jumps over the lazy dog".split()
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len, reverse=True))
w = words[:]
w.sort(key=len); print(w)
w.sort(key=None, reverse=False); print(w)
print(sorted([]), sorted(()), sorted("zyx"), sorted({3: 'a', 1: 'b'}), sorted({2, 1, 3}))
for bad in [lambda: sorted([1, 'a']), lambda: sorted(), lambda: sorted([1], [2]), lambda: sorted([1], cmp=None),
            lambda: [3, 'x', 1].sort(), lambda: sorted([1, 2], key=3), lambda: sorted(5),
            lambda: sorted([None, None]), lambda: [1, 2].sort(reverse='x') or 'ok',
            lambda: sorted([[1], (1,)])]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
m = [3, 2, 1]
def k(v):
    m.append(v)
    return v
try:
    m.sort(key=k)
except ValueError as e:
    print(e, m)
class Rev:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        return self.v > other.v
    def __repr__(self):
        return f"R{self.v}"
print(sorted([Rev(1), Rev(3), Rev(2)]))
class Cmp:
    def __init__(self, v, tag):
        self.v, self.tag = v, tag
    def __lt__(self, other):
        return self.v < other.v
    def __repr__(self):
        return f"{self.v}{self.tag}"
items = [Cmp(i % 3, chr(97 + i)) for i in range(12)]
print(sorted(items)); print(sorted(items, reverse=True))
big = [(i * 7919) % 101 for i in range(300)]
s1 = sorted(big)
print(s1[:10], s1[-10:], s1 == sorted(big, reverse=True)[::-1])
print(sorted(range(20), key=lambda i: i % 4))
print(sorted(range(20), key=lambda i: i % 4, reverse=True))
print(sorted(['a', 'B', 'c'], key=str.upper, reverse=True))
r = [2, 1]
print(r.sort(), r)
