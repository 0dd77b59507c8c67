# del of every target kind; augmented assignment to attributes and subscripts
x = 1
del x
try:
    x
except NameError as e:
    print(e)
try:
    del x
except NameError as e:
    print(e)
def f():
    y = 1
    del y
    try:
        del y
    except UnboundLocalError as e:
        print(type(e).__name__, e)
f()
l = list(range(6))
del l[0], l[-1]
del l[1:3]
print(l)
try:
    del l[10]
except IndexError as e:
    print(e)
d = {"a": 1, "b": 2}
del d["a"]
try:
    del d["zz"]
except KeyError as e:
    print(repr(e))
print(d)
class O:
    pass
o = O()
o.attr = 1
del o.attr
try:
    del o.attr
except AttributeError as e:
    print(e)
a, b = 1, 2
del a, b
(c, [e]) = (1, [2])
del (c, [e])
try:
    del (5).real
except AttributeError as e:
    print(e)
t = (1, 2)
try:
    del t[0]
except TypeError as e:
    print(e)
class Rec:
    def __init__(self):
        self.log = []
    def __getitem__(self, k):
        self.log.append(("get", k))
        return 10
    def __setitem__(self, k, v):
        self.log.append(("set", k, v))
    def __delitem__(self, k):
        self.log.append(("del", k))
r = Rec()
r["k"] += 5
r[1:2] += 1
del r[::2]
print(r.log)
class A:
    def __init__(self):
        self.v = 1
        self.lst = [1]
a = A()
a.v += 41
a.v **= 2
a.v //= 7
a.v %= 100
a.v <<= 2
a.v |= 1
a.v ^= 3
a.v &= 0xff
a.v >>= 1
a.v -= 1
a.v /= 2
a.lst += [2]
a.lst *= 2
print(a.v, a.lst)
t = (1,)
t += (2,)
print(t)
try:
    t[0] += 1
except TypeError as e:
    print(e)
tl = ([1],)
try:
    tl[0] += [2]
except TypeError as e:
    print(e, tl)
s = "a"
s *= 3
print(s)
try:
    none_attr = None
    none_attr.x += 1
except AttributeError as e:
    print(e)
dd = {}
try:
    dd["missing"] += 1
except KeyError as e:
    print(repr(e))
class Slots:
    __slots__ = ("a",)
sl = Slots()
try:
    del sl.a
except AttributeError as e:
    print(e)
del l[:]
print(l)
del undefined_thing
