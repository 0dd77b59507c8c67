# list.__init__ empties the list first (its old items released from the last) and then extends
# it, so l.__init__(l) leaves it empty; list(), tuple(), extend and += copy an exact list or tuple
# directly, and iterate anything else - a list subclass with its own __iter__ included.
class D:
    def __init__(self, n): self.n = n
    def __del__(self): print("del", self.n)
    def __repr__(self): return f"D({self.n})"

def gen():
    print("gen start")
    yield 5

l = [1, 2]
l.__init__(l)
print(l)
m = [D(1), D(2), D(3)]
m.__init__(gen())
print(m)
m.__init__()
print(m)

class Rev(list):
    def __iter__(self):
        print("Rev.__iter__")
        return reversed(list.__iter__(self)) if False else iter(list(reversed(self[:])))

r = Rev([1, 2, 3])
print(tuple(r), list(r))
t = [3, 4]
t.extend(t)
t += t[:1]
print(t, tuple(t), tuple([]), list((1, 2)), tuple(x for x in (7, 8)))
u = [0]
u.extend(r)
u += r
print(u)
big = list(range(1000))
print(tuple(big) == tuple(iter(big)), list(tuple(big)) == big)
try:
    tuple(5)
except TypeError as e:
    print(e)
try:
    [].extend(5)
except TypeError as e:
    print(e)
