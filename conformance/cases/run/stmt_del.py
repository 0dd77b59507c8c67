# del on every target kind: names, attributes, subscripts, slices, tuples and lists of targets
class Box:
    def __init__(self):
        self.a, self.b, self.c = 1, 2, 3
    def __repr__(self):
        return f"Box({sorted(vars(self))})"

x, y, z = 1, 2, 3
del x
del y, z
print([n in globals() for n in ("x", "y", "z")])
b = Box()
del b.a
del (b.b, b.c)
print(b)
lst = list(range(10))
del lst[0]
del lst[-1]
del lst[1:3]
del lst[::2]
print(lst)
d = {"k": 1, "j": 2, (1, 2): 3}
del d["k"], d[1, 2]
print(d)
nested = [[0, 1, 2], {"a": [5, 6]}]
del nested[0][1], nested[1]["a"][0]
print(nested)
p, q, r = "pqr"
del [p, (q, r)]
print("p" in globals(), "q" in globals(), "r" in globals())
class Trace(dict):
    def __delitem__(self, key):
        print("delitem", key)
        super().__delitem__(key)
t = Trace(a=1, b=2)
del t["a"], t["b"]
print(t)
for stmt in ["del undefined_name", "del b.zz", "del lst[100]", "del d['missing']",
             "del (1).real", "del 'abc'[0]", "del (5,)[0]", "del len.__name__",
             "del frozenset()[0]"]:
    try:
        exec(stmt)
    except (NameError, AttributeError, IndexError, KeyError, TypeError) as e:
        print(f"{stmt!r}: {type(e).__name__}: {e}")

def local_del():
    v = 1
    del v
    try:
        print(v)
    except UnboundLocalError as e:
        print(type(e).__name__, e)
    try:
        del v
    except UnboundLocalError as e:
        print(type(e).__name__, e)
    w = [1]
    for w[0] in range(3):
        pass
    del w[0]
    print(w)
local_del()
def del_free():
    captured = 1
    def inner():
        nonlocal captured
        del captured
    inner()
    try:
        return captured
    except NameError as e:
        return type(e).__name__ + ": " + str(e)
print(del_free())
class Body:
    tmp = 1
    del tmp
    try:
        del tmp
    except NameError as e:
        err = str(e)
print(Body.err, hasattr(Body, "tmp"))
g = 5
def del_global():
    global g
    del g
del_global()
print("g" in globals())
try:
    del_global()
except NameError as e:
    print(type(e).__name__, e)
del lst[:]
print(lst)
bb = bytearray(b"abcdef")
del bb[1::2]
print(bb)
class Slotted:
    __slots__ = ("s",)
so = Slotted()
so.s = 1
del so.s
try:
    del so.s
except AttributeError as e:
    print(type(e).__name__, e)
del Box.__init__
print(Box.__dict__.get("__init__"))
del nothing_here
