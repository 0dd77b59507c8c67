# _heapq and _bisect under heapq.py and bisect.py: layouts, comparisons made, keys, errors
import heapq, bisect, _heapq, _bisect, random

r = random.Random(3)
data = [r.randrange(1000) for _ in range(60)]
h = list(data)
heapq.heapify(h)
print(h)
print([heapq.heappop(h) for _ in range(10)], h[:10])
heapq.heappush(h, -1); heapq.heappush(h, 500)
print(h[:8], heapq.heapreplace(h, 7), heapq.heappushpop(h, -5), heapq.heappushpop(h, 10**6), h[:8])
m = list(data)
heapq.heapify_max(m)
print(m[:12], heapq.heappop_max(m), heapq.heapreplace_max(m, 3), heapq.heappushpop_max(m, 2000), m[:6])
heapq.heappush_max(m, 5000); print(m[:4])
big = [r.randrange(10**6) for _ in range(6000)]
b1 = list(big); heapq.heapify(b1); print(b1[:20], b1[2990:3000], b1[-5:])
b2 = list(big); heapq.heapify_max(b2); print(b2[:10], b2[-5:])
print(heapq.nsmallest(5, big), heapq.nlargest(5, big), list(heapq.merge([1, 4, 9], [2, 3, 10], [0])))

class C:
    calls = 0
    def __init__(self, v): self.v = v
    def __lt__(self, o):
        C.calls += 1
        return self.v < o.v
    def __repr__(self): return f"C({self.v})"
cs = [C(v) for v in data[:30]]
heapq.heapify(cs); print(C.calls, cs[:5]); heapq.heappop(cs); heapq.heappush(cs, C(3)); print(C.calls)

class Grow:
    def __init__(self, v, heap): self.v, self.heap = v, heap
    def __lt__(self, o):
        self.heap.append(0)
        return True
hh = []
hh.append(Grow(1, hh)); hh.append(Grow(2, hh))
for f in (lambda: heapq.heappush(hh, Grow(0, hh)), lambda: heapq.heappop([]), lambda: heapq.heapreplace([], 1), lambda: heapq.heappush((), 1),
          lambda: heapq.heapify(1), lambda: heapq.heappush([]), lambda: heapq.heappop([], 1), lambda: heapq.heappush([], 1, x=2),
          lambda: heapq.heappop_max([]), lambda: heapq.heappush([1], "a")):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
print(heapq.heappushpop([], 4), heapq.heappushpop([5], 4), heapq.heappushpop_max([], 4))

a = sorted(data)
for x in (-1, 0, data[5], 500, 999, 1000):
    print(x, bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect(a, x, 10, 40), bisect.bisect_left(a, x, lo=3), bisect.bisect_right(a, x, hi=None))
recs = sorted([(r.randrange(50), i) for i in range(30)], key=lambda t: t[0])
print(bisect.bisect_left(recs, 20, key=lambda t: t[0]), bisect.bisect_right(recs, 20, key=lambda t: t[0]))
ins = []
for v in data[:15]: bisect.insort(ins, v)
print(ins)
ins2 = []
for v in data[:15]: bisect.insort_left(ins2, (v, "x"), key=lambda t: -t[0])
print(ins2[:5])
class L(list):
    def insert(self, i, x):
        print("insert", i, x); super().insert(i, x)
l = L([1, 3, 5]); bisect.insort_right(l, 4); bisect.insort_left(l, 3, key=None); print(l)
print(bisect.bisect_left("acegi", "d"), bisect.bisect_right((1, 2, 2, 3), 2), bisect.bisect([1, 2, 3], 2, hi=-1))
for f in (lambda: bisect.bisect([1], 1, -1), lambda: bisect.bisect(1, 1), lambda: bisect.bisect([1]), lambda: bisect.bisect([1], 1, 1.5),
          lambda: bisect.bisect([1], 1, x=3), lambda: bisect.insort([1], "a"), lambda: bisect.bisect([1, 2], 1, 0, 2, None)):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
print(heapq.heappush is _heapq.heappush, bisect.bisect_left is _bisect.bisect_left, sorted(n for n in dir(_heapq) if not n.startswith("__")))
