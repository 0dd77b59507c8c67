# getattr/setattr/delattr over 23 kinds of object × 19 names (suggestions, read-only attributes, slots,
# properties, immutable types), del of an instance __dict__, NameError suggestions. A builtin type's
# __dict__ is shown by its sorted keys (CPython's own insertion order is not modelled).
class C:
    __slots__ = ("alpha", "beta")
class D:
    def __init__(self): self.value = 1
    @property
    def prop(self): return 1
    @property
    def rw(self): return 1
    @rw.setter
    def rw(self, v): pass
class M(type): pass
class E(metaclass=M): pass
objs = [1, "s", [1], (), {}, None, C(), D(), int, C, D, E, len, print, range(3), 1.5, object(), type, (lambda: 0), D().__init__, slice(1), Ellipsis, NotImplemented]
names = ["value", "valeu", "alpha", "alpah", "append", "appnd", "__dict__", "prop", "rw", "real", "__name__", "__qualname__", "x", "__class__", "__doc__", "mro", "start", "__code__", "__self__"]
for o in objs:
    for n in names:
        try:
            r = getattr(o, n)
            r = repr(sorted(r)[:5]) if n == "__dict__" and isinstance(o, type) else repr(r)[:40].replace(hex(id(o)), "ADDR")
        except AttributeError as e: r = "AE: " + str(e)
        try: setattr(o, n, 5); s = "set"
        except (AttributeError, TypeError) as e: s = type(e).__name__ + ": " + str(e)
        try: delattr(o, n); d = "del"
        except (AttributeError, TypeError) as e: d = type(e).__name__ + ": " + str(e)
        print(type(o).__name__, n, "|", r if "at 0x" not in r else "<obj>", "|", s, "|", d)
for src in ["valeu", "lenn", "prnt", "Nonee", "abss"]:
    try: eval(src)
    except NameError as e: print(e, e.name)
value = 1
def h():
    try: return valeu
    except NameError as e: return str(e)
print(h())
class D:
    def __init__(self): self.value = 1
d = D()
del d.__dict__
print(d.__dict__, hasattr(d, "value"))
d.x = 2; print(d.__dict__)
def f(): pass
f.a = 1
try: del f.__dict__
except TypeError as e: print(e)
class S:
    __slots__ = ("__dict__",)
s = S(); s.q = 1; del s.__dict__; print(s.__dict__)
m = D().__init__
for n in ("__self__", "__func__"):
    try: setattr(m, n, 1)
    except AttributeError as e: print(e)
    try: delattr(m, n)
    except AttributeError as e: print(e)
