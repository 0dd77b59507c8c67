# slot wrappers and dunder methods called with the wrong number of arguments: TypeError, never an internal error
tests = [
    "dict.__setitem__({})", "dict.__setitem__({}, 1)", "dict.__delitem__({})", "dict.__delitem__({}, 1, 2)",
    "object.__setattr__('x')", "object.__setattr__(1, 'x')", "object.__delattr__(1)", "object.__delattr__(1, 'a', 2)",
    "object.__setattr__(int, 'x', 1)", "object.__delattr__(int, 'x')", "object.__setattr__(str, 'x', 1)",
    "int.__divmod__(1)", "int.__rdivmod__(1)", "int.__neg__(1, 2)", "int.__lt__(1)", "int.__add__(1, 2, 3)",
    "float.__divmod__(1.0)", "float.__neg__(1.0, 2)", "object.__getattribute__(1)",
    "list.__getitem__([])", "list.__contains__([])", "str.__hash__('a', 1)", "iter([]).__next__(1)",
    "list.__iter__([], 1)", "list.__len__([], 1)", "property.__get__(property())", "property.__set__(property())",
    "property.__set__(property(), 1)", "property.__get__(property(), None, None)", "list.__imul__([])",
    "int.__pow__(2)", "int.__pow__(2, 3, 4, 5)", "int.__rpow__(2)", "complex.__add__(1j)", "set.__or__(set())",
    "str.__mod__('a')", "bytes.__getitem__(b'')", "tuple.__contains__(())", "frozenset.__and__(frozenset())",
]
for t in tests:
    try:
        eval(t)
        print(t, "->", "ok")
    except BaseException as e:
        print(t, "->", type(e).__name__, e)

class C:
    pass
c = C()
object.__setattr__(c, 'a', 1)
print(c.a)
object.__delattr__(c, 'a')
print(hasattr(c, 'a'))
class M(type):
    pass
class K(metaclass=M):
    pass
try:
    object.__setattr__(K, 'y', 2)
except TypeError as e:
    print(e)
type.__setattr__(K, 'y', 2)
print(K.y)
