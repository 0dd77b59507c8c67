# __bool__ / __len__ truthiness and their errors
class T:
    def __bool__(self): return False
class L:
    def __init__(self, n): self.n = n
    def __len__(self): return self.n
class Neither: pass
print(bool(T()), bool(L(0)), bool(L(3)), bool(Neither()))
print("yes" if L(2) else "no", not T())

class BadBool:
    def __bool__(self): return 1
try:
    bool(BadBool())
except TypeError as e:
    print(type(e).__name__, e)
try:
    if BadBool(): pass
except TypeError as e:
    print(type(e).__name__, e)
class NegLen:
    def __len__(self): return -1
try:
    bool(NegLen())
except ValueError as e:
    print(type(e).__name__, e)
try:
    len(NegLen())
except ValueError as e:
    print(type(e).__name__, e)
class StrLen:
    def __len__(self): return "3"
try:
    len(StrLen())
except TypeError as e:
    print(type(e).__name__, e)
class FloatLen:
    def __len__(self): return 2.0
try:
    len(FloatLen())
except TypeError as e:
    print(type(e).__name__, e)
class HugeLen:
    def __len__(self): return 2**70
try:
    len(HugeLen())
except OverflowError as e:
    print(type(e).__name__, e)
class BoolLen:
    def __len__(self): return True
print(len(BoolLen()))
class IndexLen:
    class I:
        def __index__(self): return 4
    def __len__(self): return IndexLen.I()
print(len(IndexLen()))
try:
    len(Neither())
except TypeError as e:
    print(type(e).__name__, e)
class BoolNone:
    __bool__ = None
try:
    bool(BoolNone())
except TypeError as e:
    print(type(e).__name__, e)
class BothBL:
    def __bool__(self): return True
    def __len__(self): return 0
print(bool(BothBL()))
print(bool(type), bool(Neither))
