import gc
import weakref

class Image:
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return f"Image({self.name!r})"

a = Image("a")
r = weakref.ref(a)
print(r() is a, weakref.getweakrefcount(a))
del a
print(r())

cache = weakref.WeakValueDictionary()
imgs = [Image(n) for n in "xyz"]
for im in imgs:
    cache[im.name] = im
print(sorted(cache.keys()), len(cache))
del imgs[0]
print(sorted(cache.keys()), "x" in cache)
imgs.clear()
print(len(cache), list(cache.items()))

meta = weakref.WeakKeyDictionary()
k1, k2 = Image("k1"), Image("k2")
meta[k1] = {"size": 10}
meta[k2] = {"size": 20}
print(sorted(v["size"] for v in meta.values()))
del k1
print([k.name for k in meta.keys()])

log = []
def on_collect(ref):
    log.append("collected")
b = Image("b")
rb = weakref.ref(b, on_collect)
del b
print(log, rb() is None)

c = Image("c")
fin = weakref.finalize(c, log.append, "finalized c")
print(fin.alive, fin.peek()[0] is c if fin.peek() else None)
del c
print(fin.alive, log)
d = Image("d")
fin2 = weakref.finalize(d, print, "finalizer called early")
fin2()
print(fin2.alive, fin2())

class Handler:
    def __init__(self, n):
        self.n = n
    def handle(self, x):
        return x * self.n
h = Handler(3)
wm = weakref.WeakMethod(h.handle)
print(wm()(5))
del h
print(wm())

p = Image("proxied")
px = weakref.proxy(p)
print(px.name, repr(px)[:30] if False else type(px).__name__)
del p
try:
    px.name
except ReferenceError as e:
    print(type(e).__name__, e)
ws = weakref.WeakSet()
e1, e2 = Image("e1"), Image("e2")
ws.add(e1); ws.add(e2)
del e1
print(len(ws), [i.name for i in ws])
for bad in [1, "str", [1]]:
    try:
        weakref.ref(bad)
    except TypeError as e:
        print(type(e).__name__, e)
print(gc.collect() >= 0)
