# weakref.WeakValueDictionary and WeakKeyDictionary: entries vanish when the referent dies
import gc
import weakref

class Obj:
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return f"Obj({self.name!r})"
    def __del__(self):
        print("del", self.name)

a, b, c = Obj("a"), Obj("b"), Obj("c")
d = weakref.WeakValueDictionary({"a": a, "b": b})
d["c"] = c
print(len(d), sorted(d), sorted(d.values(), key=lambda o: o.name), "a" in d, "z" in d)
print(d["a"], d.get("b"), d.get("z"), d.get("z", 0))
del b
print(len(d), sorted(d.keys()))
try:
    d["b"]
except KeyError as e:
    print("KeyError", e)
print(d.pop("c"), len(d))
try:
    d.pop("c")
except KeyError as e:
    print("KeyError", e)
print(d.pop("c", "default"), d.setdefault("a", None), d.setdefault("n", a))
print(sorted(d.items()), [r() for r in d.valuerefs()] == [d[k] for k in d])
cp = d.copy()
print(type(cp).__name__, sorted(cp), d == {"a": a, "n": a}, d == cp)
for k in d:
    pass
d.update(x=Obj("x"))
print("after update", sorted(d))
del a
print("after del a", sorted(d), len(d))
del c
d.clear()
print(len(d), bool(d))
try:
    d.popitem()
except KeyError as e:
    print("KeyError", e)
try:
    weakref.WeakValueDictionary({}, {})
except TypeError as e:
    print("TypeError", e)
try:
    d[1] = 5
except TypeError as e:
    print("TypeError", e)

# WeakKeyDictionary
k1, k2 = Obj("k1"), Obj("k2")
wk = weakref.WeakKeyDictionary()
wk[k1] = 1
wk[k2] = [2]
print(len(wk), wk[k1], k2 in wk, 5 in wk, wk.get(k1), wk.get(Obj("tmp")))
print(sorted(v if isinstance(v, int) else 0 for v in wk.values()), len(list(wk.keyrefs())))
del k2
print(len(wk), list(wk.keys()))
try:
    wk[Obj("missing")]
except KeyError as e:
    print("KeyError", type(e.args[0]).__name__)
try:
    wk[1] = 1
except TypeError as e:
    print("TypeError", e)
print(wk.setdefault(k1, 9), wk.pop(k1), len(wk), wk.pop(k1, "gone"))
wk.update({k1: "again"})
print(list(wk.items()))
# mutation while iterating is guarded: removals wait until the iteration ends
k3 = Obj("k3")
wk[k3] = 3
it = iter(wk.keys())
first = next(it)
del first, k3
print("during iteration", len(wk))
del it
print("after iteration", len(wk))
wk2 = wk.copy()
print(type(wk2).__name__, len(wk2), wk2 == wk, (wk | {}).__class__.__name__)
del k1
gc.collect()
print(len(wk), len(wk2))
