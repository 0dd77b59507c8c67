# __index__ and __call__
class I:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
print([10, 20, 30][I(1)], "abc"[I(2)], hex(I(255)), bin(I(5)), oct(I(8)))
print(list(range(I(3))), [1, 2, 3, 4][I(1):I(3)])
print("ab" * I(2), I(2) * [0])

print(I(7).__index__())
class BadIndex:
    def __index__(self): return "no"
try:
    [1][BadIndex()]
except TypeError as e:
    print(type(e).__name__, e)
try:
    hex(BadIndex())
except TypeError as e:
    print(type(e).__name__, e)
class NoIndex: pass
try:
    [1][NoIndex()]
except TypeError as e:
    print(type(e).__name__, e)
try:
    range(NoIndex())
except TypeError as e:
    print(type(e).__name__, e)
try:
    "x" * NoIndex()
except TypeError as e:
    print(type(e).__name__, e)

class Adder:
    def __init__(self, n): self.n = n
    def __call__(self, x, *, scale=1):
        return (self.n + x) * scale
add = Adder(3)
print(add(1), add(1, scale=2), callable(add), callable(Adder), callable(NoIndex()))
try:
    add()
except TypeError as e:
    print(type(e).__name__, e)
try:
    NoIndex()()
except TypeError as e:
    print(type(e).__name__, e)
class CallAttr:
    pass
c = CallAttr()
c.__call__ = lambda: "instance call"
try:
    c()
except TypeError as e:
    print(type(e).__name__, e)
class Chain:
    def __call__(self): return self
print(type(Chain()()()).__name__)
