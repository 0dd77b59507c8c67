# len(): builtin types, __len__ protocol, errors
print(len(''), len('abc'), len([1, 2]), len((1,)), len({1: 2}), len({1, 2, 3}), len(frozenset()), len(range(5)), len(b'ab'))
print(len(range(0, 100, 7)), len({}.keys()), len({1: 1}.items()), len('😀é'), len(bytearray(3)) if 'bytearray' in dir(__builtins__) else 3)
class L:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
print(len(L(3)), len(L(True)), bool(L(0)), bool(L(2)))
class Idx:
    def __index__(self):
        return 7
class LI:
    def __len__(self):
        return Idx()
for bad in [lambda: len(5), lambda: len(None), lambda: len(), lambda: len([], []), lambda: len(L(-1)), lambda: len(L(1.5)),
            lambda: len(L('3')), lambda: len(L(2 ** 100)), lambda: len(iter([])), lambda: len(x for x in ''),
            lambda: len(LI()), lambda: len(obj=[]), lambda: len(len), lambda: len(L)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
class Sub(list):
    def __len__(self):
        return 42
print(len(Sub([1])), list.__len__(Sub([1])))
len(42)
