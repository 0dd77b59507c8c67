# CPython 3.14's restated hash errors for dict keys and set elements (only an exact TypeError is
# restated), in-place * that repeats the right operand only when the left type has no sequence
# methods, bytearray += itself (its own buffer export), and >> of a negative int by a huge count.
class H:
    def __hash__(self): raise TypeError("boom")
class V:
    def __hash__(self): raise ValueError("vboom")
class N:
    __hash__ = None
class Sub(TypeError): pass
class S:
    def __hash__(self): raise Sub("sub")
d = {1: 2}; s = {1}
keys = [bytearray(b"x"), [1], {}, H(), V(), N(), S(), {2}]
ops = {
 "d[k]": lambda k: d[k], "k in d": lambda k: k in d, "d.get": lambda k: d.get(k), "d[k]=": lambda k: d.__setitem__(k, 1),
 "del d[k]": lambda k: d.__delitem__(k), "d.pop": lambda k: d.pop(k, 0), "d.setdefault": lambda k: d.setdefault(k),
 "k in s": lambda k: k in s, "s.add": lambda k: s.add(k), "s.remove": lambda k: s.remove(k), "s.discard": lambda k: s.discard(k),
 "k in fs": lambda k: k in frozenset(s), "hash": lambda k: hash(k), "{k:1}": lambda k: {k: 1}, "{k}": lambda k: {k}, "dict.fromkeys": lambda k: dict.fromkeys([k]),
 "set([k])": lambda k: set([k]), "frozenset([k])": lambda k: frozenset([k]), "d | {k:1}": lambda k: d | {k: 1},
}
for name, f in ops.items():
    for k in keys:
        try: print(name, type(k).__name__, f(k))
        except Exception as e: print(name, type(k).__name__, type(e).__name__, e)
class C: pass
class D:
    def __len__(self): return 1
for v in [{}, set(), frozenset(), range(2), memoryview(b"a"), C(), D(), 3, None, 2.5]:
    for w in ["ab", [1], (2,), b"x"]:
        x = v
        try:
            x *= w; print(type(v).__name__, type(w).__name__, x)
        except TypeError as e: print(type(v).__name__, type(w).__name__, e)
        try: print(v * w)
        except TypeError as e: print(e)
ba = bytearray(b"ab")
try: ba += ba
except BufferError as e: print(e)
print(ba)
e = bytearray(); e += e; print(e)
ba.extend(ba); print(ba)
m = memoryview(ba)
try: ba += b"x"
except BufferError as e: print(e)
m.release(); ba += b"x"; print(ba)
print(-7 >> 2**64, (lambda a, b: a >> b)(-7, 2**64), (lambda a, b: a >> b)(-(2**80), 2**64), (lambda a, b: a >> b)(7, 10**30))

# set.discard/remove hash the key once
class H:
    def __hash__(self):
        print("hash"); return 7
s = {1}
s.discard(H()); print("--")
try: s.remove(H())
except KeyError: print("KeyError")
print(sorted(s))
