# The slot wrappers (wrapper_descriptor attributes) each builtin type's own dict holds, as
# CPython's add_operators makes them from the slots the type defines: sequence types get
# __add__/__mul__/__rmul__ from sq_concat/sq_repeat, int/float none for slots they lack.
import sys
W = type(object.__init__)
def f(): pass
class C:
    def m(self): pass
for T in (object, type, tuple, list, str, bytes, dict, int, float, complex, bool, set, frozenset,
          range, slice, property, staticmethod, classmethod, enumerate, zip, map, filter,
          reversed, type(f), type(sys), BaseException, Exception, ValueError, OSError,
          StopIteration, type(Ellipsis), type(f.__code__).__mro__[1], type(len).__mro__[1],
          W, type(str.join), type(type.__dict__['__name__']),
          iter([]).__class__, iter(()).__class__, iter('').__class__, iter({}).__class__,
          {}.keys().__class__, {}.values().__class__, {}.items().__class__, iter(range(3)).__class__,
          bytearray):
    print(T.__name__, [n for n in sorted(T.__dict__) if type(T.__dict__[n]) is W])
print(type(tuple.__dict__['__add__']).__name__, repr(tuple.__add__), repr(str.__mul__))
print(tuple.__add__((1,), (2,)), tuple.__mul__((1, 2), 2), tuple.__rmul__((3,), 3))
print(list.__add__([1], [2]), list.__mul__([0], 3), list.__rmul__([0], -1))
print(str.__add__("a", "b"), str.__mul__("ab", 2), str.__rmul__("x", 3), bytes.__mul__(b"z", 2))
print(bytes.__add__(b"a", b"b"), bytearray.__add__(bytearray(b"a"), b"c"), bytearray.__rmul__(bytearray(b"q"), 2))
print(hasattr(str, "__radd__"), hasattr(int, "__matmul__"), hasattr(float, "__and__"), hasattr(float, "__lshift__"))
print(bytearray.__hash__, list.__hash__)
for bad in (lambda: tuple.__add__((1,), [2]), lambda: tuple.__mul__((1,), 1.5), lambda: str.__mul__("a", "b"),
            lambda: list.__mul__([1], 2**70), lambda: int.__matmul__, lambda: property().__set__(1),
            lambda: property().__delete__(1), lambda: {}.keys().__sub__({1})):
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
# classes built on them: the inherited wrapper is the builtin's operation
class T2(tuple): pass
class L2(list):
    def __rmul__(self, n): return "own rmul"
class S2(str):
    def __add__(self, o): return NotImplemented
print(T2((1,)) + (2,), T2((1,)) * 2, 2 * T2((5,)), L2([1]) * 2, 3 * L2([1]))
try:
    S2("a") + "b"
except TypeError as e:
    print(e)
print("a" + S2("b"), {1, 2}.__or__({3}), {}.keys() - {1}, {1: 2}.items() & {(1, 2)})
print(sorted({}.keys().__rsub__([1, 2])), int.__pow__(2, 10), float.__divmod__(7.0, 2), type(int.__dict__['__pow__']).__name__)
