import copy
# set.__reduce__ / frozenset.__reduce__: what copy and pickle rebuild a set from (an empty set without them)
print(copy.deepcopy(frozenset({1})), sorted(copy.deepcopy(frozenset({1, 2, "a"})), key=str), sorted(copy.deepcopy({3, (1, 2)}), key=str), copy.copy({5}))
print(frozenset({1}).__reduce_ex__(4), set({1}).__reduce__(), set.__reduce__.__doc__)
class S(set):
    pass
s = S([1, 2]); s.tag = "t"
r = s.__reduce__()
print(r[0].__name__, r[1], r[2])
c = copy.deepcopy(s)
print(type(c).__name__, sorted(c), c.tag)
class F(frozenset):
    __slots__ = ("a",)
f = F([9]); f.a = 1
print(f.__reduce__()[1:], copy.copy(f).a)
