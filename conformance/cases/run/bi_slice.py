# slice objects: attributes, indices(), repr, equality, hashing, errors
s = slice(1, 10, 2)
print(s, s.start, s.stop, s.step, repr(slice(5)), slice(None), slice(1, None), slice('a', [], ()))
print(s.indices(5), s.indices(20), slice(None, None, -1).indices(6), slice(-3, None).indices(10))
print(slice(-100, 100).indices(7), slice(100, -100, -2).indices(7), slice(None, None, 3).indices(0))
for bad in [lambda: slice(None, None, 0).indices(5), lambda: s.indices(-1), lambda: s.indices('a'),
            lambda: slice(), lambda: slice(1, 2, 3, 4), lambda: slice('a').indices(3), lambda: slice(x=1)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(slice(1, 2) == slice(1, 2), slice(1, 2) == slice(1, 3), slice(1, 2) < slice(1, 3), slice(None) == slice(None, None, None))
print(hash(slice(1, 2)) == hash(slice(1, 2)))
try:
    hash(slice([], 2))
except TypeError as e:
    print(e)
print([0, 1, 2, 3, 4, 5][slice(1, None, 2)], "abcdef"[slice(None, None, -2)])
class Idx:
    def __index__(self):
        return 3
print(slice(Idx(), None).indices(10), list(range(10))[Idx():], slice(10 ** 20, -10 ** 20, -1).indices(3))
try:
    s.start = 5
except AttributeError as e:
    print(e)
print(type(s).__name__, isinstance(s, slice))
class G:
    def __getitem__(self, k):
        return k
g = G()
print(g[1:2], g[::], g[1:2, 3], g[..., 1:], g[:, None])
