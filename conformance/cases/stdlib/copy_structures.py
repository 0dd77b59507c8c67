import copy

original = {"name": "cfg", "values": [1, 2, [3, 4]], "meta": {"tags": {"a", "b"}}}
shallow = copy.copy(original)
deep = copy.deepcopy(original)
shallow["values"][2].append(5)
deep["values"][2].append(99)
print(original["values"], shallow["values"], deep["values"])
print(shallow["values"] is original["values"], deep["values"] is original["values"])

a = [1, 2]
nested = [a, a]
d = copy.deepcopy(nested)
print(d[0] is d[1], d[0] is a)
cyc = [1]
cyc.append(cyc)
dc = copy.deepcopy(cyc)
print(dc[1] is dc, dc is cyc)

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Point({self.x}, {self.y})"

class Polygon:
    def __init__(self, pts, name):
        self.pts = pts
        self.name = name
        self.cache = {"area": 0}
    def __copy__(self):
        print("custom __copy__")
        new = Polygon(self.pts, self.name)
        return new
    def __deepcopy__(self, memo):
        print("custom __deepcopy__", len(memo))
        new = Polygon(copy.deepcopy(self.pts, memo), self.name + "-copy")
        return new

pg = Polygon([Point(0, 0), Point(1, 0)], "tri")
c1 = copy.copy(pg)
c2 = copy.deepcopy(pg)
print(c1.pts is pg.pts, c2.pts is pg.pts, c2.pts, c2.name)

class Slotted:
    __slots__ = ("a", "b")
    def __init__(self):
        self.a = [1]
        self.b = "x"
s2 = copy.deepcopy(Slotted())
print(s2.a, s2.b)

class WithState:
    def __init__(self):
        self.data = [1, 2]
        self.handle = "open"
    def __getstate__(self):
        st = self.__dict__.copy()
        st["handle"] = None
        return st
    def __setstate__(self, st):
        st["handle"] = "reopened"
        self.__dict__.update(st)
w = copy.deepcopy(WithState())
print(w.data, w.handle)

print(copy.copy(5), copy.deepcopy("s"), copy.copy((1, [2])), copy.deepcopy(frozenset({1})))
t = (1, 2)
print(copy.deepcopy(t) is t, copy.copy([1]) == [1])
import collections
NT = collections.namedtuple("NT", "a b")
print(copy.replace(NT(1, 2), b=5))

class Locked:
    def __reduce_ex__(self, proto):
        raise TypeError("cannot copy Locked")
try:
    copy.copy(Locked())
except TypeError as e:
    print(type(e).__name__, e)
try:
    copy.replace(Point(1, 2), x=3)
except TypeError as e:
    print(type(e).__name__, e)
