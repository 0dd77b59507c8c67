# "too many values to unpack": 3.14 tells the size of an exact list, tuple or dict (got N);
# other iterables (subclasses included, iterated through their __iter__) only the expected count.
class L(list): pass
class T(tuple): pass
class D(dict): pass
class LI(list):
    def __iter__(self):
        return iter([7, 8])
cases = [[1, 2, 3], (1, 2, 3), {1: 1, 2: 2, 3: 3}, {1, 2, 3}, {1: 1, 2: 2, 3: 3}.keys(),
         L([1, 2, 3]), T((1, 2, 3)), D({1: 1, 2: 2, 3: 3}), "abc", range(3), iter([1, 2, 3])]
for c in cases:
    try:
        a, b = c
        print("unpacked", a, b)
    except ValueError as e:
        print(type(c).__name__, e)
    try:
        a, *b, c2, d = c if not hasattr(c, "__next__") else iter([1])
    except ValueError as e:
        print(" ex", e)
a, b = LI([1, 2, 3])
print(a, b)
def f(x):
    p, q = x
    return p + q
for i in range(3):
    try:
        print(f({1: 1, 2: 2, 3: 3}))
    except ValueError as e:
        print(e)
