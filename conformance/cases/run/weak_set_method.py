# weakref.WeakSet and weakref.WeakMethod
import gc
import weakref

class Obj:
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return f"Obj({self.name!r})"
    def __del__(self):
        print("del", self.name)
    def method(self):
        return "method of " + self.name

a, b, c = Obj("a"), Obj("b"), Obj("c")
s = weakref.WeakSet([a, b])
s.add(c)
print(len(s), a in s, Obj("tmp") in s, 1 in s, sorted(o.name for o in s))
del b
print(len(s), sorted(o.name for o in s))
s.discard(c)
s.discard(Obj("never"))
print(len(s))
try:
    s.remove(c)
except KeyError as e:
    print("KeyError", type(e.args[0]).__name__)
t = weakref.WeakSet([a, c])
print(sorted(o.name for o in s | t), sorted(o.name for o in t - s), sorted(o.name for o in s & t), sorted(o.name for o in s ^ t))
print(s <= t, s < t, t >= s, s == t, s != t, s.issubset(t), t.issuperset(s), s.isdisjoint(t))
print(s == {a}, s == weakref.WeakSet([a]), type(s.copy()).__name__)
u = s.copy()
u |= t
u -= {c}
print(sorted(o.name for o in u), u.pop().name, len(u))
try:
    u.pop()
except KeyError as e:
    print("KeyError", e)
try:
    s.add(1)
except TypeError as e:
    print("TypeError", e)
print(weakref.WeakSet[int], weakref.WeakSet.__module__, weakref.WeakSet.__name__)
t2 = weakref.WeakSet([c])
del t
it = iter(t2)
first = next(it)
del c, first
print("iterating", len(t2))
del it
print("done", len(t2))
s.clear()
print(len(s), bool(s))

# WeakMethod
m = weakref.WeakMethod(a.method)
print(m()(), m() == a.method, m == weakref.WeakMethod(a.method), hash(m) == hash(weakref.WeakMethod(a.method)))
try:
    weakref.WeakMethod(len)
except TypeError as e:
    print("TypeError", e)
def on_dead(r):
    print("callback", type(r).__name__, r())
m2 = weakref.WeakMethod(a.method, on_dead)
del a
print("after del", m(), m2())
gc.collect()

class Holder:
    def run(self):
        return 1
h = Holder()
wm = weakref.WeakMethod(h.run)
print(wm()(), wm() == h.run)
Holder.run = lambda self: 2
print(wm(), h.run())
h2 = Holder()
del Holder.run
try:
    weakref.WeakMethod(h2.run)
except AttributeError as e:
    print("AttributeError", e)
