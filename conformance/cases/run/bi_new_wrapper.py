# A builtin type's __new__ is a builtin method bound to the type (tp_new_wrapper), not a staticmethod;
# static methods (str.maketrans) are bound to their type too: __qualname__, __self__, repr.
print(int.__new__.__doc__)
print(repr(int.__new__).split(" at ")[0], int.__new__.__self__, int.__new__.__name__, int.__new__.__qualname__)
print(object.__new__.__qualname__, object.__new__.__self__)
print(int.__new__(int, 7), object.__new__(object).__class__)
for bad in [(5,), (str,), ()]:
    try:
        int.__new__(*bad)
    except TypeError as e:
        print(e)
try:
    object.__new__(int)
except TypeError as e:
    print(e)
class A(int):
    pass
print(int.__new__(A, 3), type(int.__new__(A, 3)).__name__, A.__new__ is int.__new__)
class B:
    __new__ = object.__new__
print(type(B.__dict__["__new__"]).__name__, type(B()).__name__)
print(type.__new__.__qualname__, dict.__new__(dict), list.__new__(list))
import sys
print(sys.getrefcount(int.__new__) > 0)
print(str.maketrans.__qualname__, bytes.maketrans.__qualname__, bytearray.maketrans.__qualname__)
print(str.maketrans.__self__, repr(str.maketrans).split(" at ")[0], type(str.__dict__["maketrans"]).__name__)
print(str.maketrans("ab", "cd"), bytes.maketrans(b"a", b"b")[97])
print(str.maketrans.__doc__.splitlines()[0])
print(int.__new__.__doc__, float.__new__.__qualname__, BaseException.__new__.__qualname__)
class T:
    def __new__(cls, *a):
        return super().__new__(cls)
print(type(T.__dict__["__new__"]).__name__, type(T()).__name__)
