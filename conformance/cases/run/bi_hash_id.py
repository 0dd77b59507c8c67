# hash() of builtin values and objects with __hash__, and hashing errors; id() basics
print(hash(1), hash(-1), hash(0), hash(True), hash(1.0) == hash(1), hash(-2) == -2, hash(2 ** 20 + 1))
print(hash(-0.0), hash(float('inf')), hash(float('-inf')), hash(1.0), hash(-7.0))
print(hash('') == 0, hash(None) == hash(None), hash((1, 2)) == hash((1, 2)), hash(()) == hash(tuple()))
print(hash(frozenset([1, 2])) == hash(frozenset([2, 1])), hash(range(3)) == hash(range(0, 3)))
class H:
    def __hash__(self):
        return 12345
class Big:
    def __hash__(self):
        return 2 ** 70
class Neg:
    def __hash__(self):
        return -1
print(hash(H()), hash(Big()) == hash(2 ** 70), hash(Neg()))
class Eq:
    def __eq__(self, other):
        return True
class BadHash:
    def __hash__(self):
        return 'nope'
for bad in [lambda: hash([]), lambda: hash({}), lambda: hash(set()), lambda: hash(Eq()), lambda: hash(BadHash()),
            lambda: hash(), lambda: hash(1, 2), lambda: hash((1, [])), lambda: hash(slice(1, [])), lambda: hash(x=1)]:
    try:
        print(bad())
    except TypeError as e:
        print(type(e).__name__, e)
class Sub(int):
    pass
print(hash(Sub(5)), hash(Sub(-1)))
o = object()
print(id(o) == id(o), type(id(o)).__name__, id(o) != id(object()) or True, hash(o) == hash(o))
a = [1]
b = a
print(id(a) == id(b), id(a) == id([1]) and False)
try:
    id()
except TypeError as e:
    print(e)
try:
    id(1, 2)
except TypeError as e:
    print(e)
hash({'unhashable': True})
