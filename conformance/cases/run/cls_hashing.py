# hashing rules for classes
class EqOnly:
    def __eq__(self, o): return True
print(EqOnly.__hash__)
try:
    hash(EqOnly())
except TypeError as e:
    print(type(e).__name__, e)
try:
    {EqOnly()}
except TypeError as e:
    print(type(e).__name__, e)
try:
    {EqOnly(): 1}
except TypeError as e:
    print(type(e).__name__, e)

class Both:
    def __init__(self, k): self.k = k
    def __eq__(self, o): return self.k == o.k
    def __hash__(self): return hash(self.k)
print(hash(Both(5)), len({Both(1), Both(1), Both(2)}))

class Inherit(Both):
    pass
print(hash(Inherit(7)))
class EqAgain(Both):
    def __eq__(self, o): return False
print(EqAgain.__hash__)
class Explicit(Both):
    __hash__ = None
try:
    hash(Explicit(1))
except TypeError as e:
    print(type(e).__name__, e)
class Restore(EqOnly):
    __hash__ = object.__hash__
print(type(hash(Restore())).__name__)
class BadHash:
    def __hash__(self): return "x"
try:
    hash(BadHash())
except TypeError as e:
    print(type(e).__name__, e)
class BigHash:
    def __hash__(self): return 2**100
print(hash(BigHash()) == hash(2**100))
class BoolHash:
    def __hash__(self): return True
print(hash(BoolHash()))
class NegOne:
    def __hash__(self): return -1
print(hash(NegOne()))
class IntSub(int): pass
print(hash(IntSub(3)))
class StrSub(str):
    def __eq__(self, o): return str.__eq__(self, o)
try:
    hash(StrSub("a"))
except TypeError as e:
    print(type(e).__name__, e)
print(isinstance(EqOnly(), object), EqOnly.__dict__["__hash__"])
