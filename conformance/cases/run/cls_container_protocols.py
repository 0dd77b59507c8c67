# __contains__ / __iter__ / __getitem__ fallbacks
class OnlyGetitem:
    def __getitem__(self, i):
        if i >= 3: raise IndexError(i)
        return i * 10
g = OnlyGetitem()
print(list(g), 10 in g, 15 in g, [x for x in g])
it = iter(g)
print(type(it).__name__, next(it), next(it))

class OnlyIter:
    def __iter__(self): return iter([1, 2, 3])
print(2 in OnlyIter(), 5 in OnlyIter(), list(OnlyIter()))

class Contains:
    def __contains__(self, x):
        print("contains", x)
        return x == "yes"
    def __iter__(self): raise RuntimeError("not used")
print("yes" in Contains(), "no" not in Contains())
class ContainsTruthy:
    def __contains__(self, x): return [1]
print(1 in ContainsTruthy())

class Nothing: pass
try:
    1 in Nothing()
except TypeError as e:
    print(type(e).__name__, e)
try:
    iter(Nothing())
except TypeError as e:
    print(type(e).__name__, e)
try:
    for x in Nothing(): pass
except TypeError as e:
    print(type(e).__name__, e)
try:
    Nothing()[0]
except TypeError as e:
    print(type(e).__name__, e)
try:
    Nothing()[0] = 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    del Nothing()[0]
except TypeError as e:
    print(type(e).__name__, e)

class BadIter:
    def __iter__(self): return 5
try:
    iter(BadIter())
except TypeError as e:
    print(type(e).__name__, e)
class IterNone:
    __iter__ = None
try:
    iter(IterNone())
except TypeError as e:
    print(type(e).__name__, e)
class Counter:
    def __init__(self): self.i = 0
    def __iter__(self): return self
    def __next__(self):
        self.i += 1
        if self.i > 3: raise StopIteration
        return self.i
print(list(Counter()), sum(Counter()))
class Mapping:
    def __init__(self): self.d = {}
    def __getitem__(self, k): return self.d[k]
    def __setitem__(self, k, v): self.d[k] = v
    def __delitem__(self, k): del self.d[k]
m = Mapping()
m["a"] = 1
print(m["a"])
del m["a"]
try:
    m["a"]
except KeyError as e:
    print(type(e).__name__, e)
class Rev:
    def __len__(self): return 3
    def __getitem__(self, i): return "abc"[i]
print(list(reversed(Rev())))
class ReversedCustom:
    def __reversed__(self): return iter("zyx")
print(list(reversed(ReversedCustom())))
try:
    reversed(Nothing())
except TypeError as e:
    print(type(e).__name__, e)
