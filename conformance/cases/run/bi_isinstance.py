# isinstance / issubclass: tuples, unions, nested tuples, __instancecheck__/__subclasscheck__, errors
print(isinstance(1, int), isinstance(True, int), isinstance(1, (str, int)), isinstance(1, (str, (float, int))), isinstance('', ()))
print(isinstance(1, int | str), isinstance(None, int | None), isinstance([], list | dict), issubclass(bool, int | str))
print(issubclass(bool, int), issubclass(int, bool), issubclass(int, (str, object)), issubclass(int, int), issubclass(type, object))
class Meta(type):
    def __instancecheck__(cls, inst):
        print('instancecheck', type(inst).__name__)
        return inst == 'magic'
    def __subclasscheck__(cls, sub):
        print('subclasscheck', sub.__name__)
        return sub is str
class Magic(metaclass=Meta):
    pass
print(isinstance('magic', Magic), isinstance(5, Magic), issubclass(str, Magic), issubclass(int, Magic))
print(isinstance(Magic(), Magic))
class Duck:
    __class__ = int
print(isinstance(Duck(), int), isinstance(Duck(), Duck), type(Duck()).__name__)
for bad in [lambda: isinstance(1, 1), lambda: isinstance(1, [int]), lambda: issubclass(1, int), lambda: issubclass(int, 1),
            lambda: isinstance(1), lambda: issubclass(int), lambda: isinstance(1, (int, 5)), lambda: isinstance(1, (5, int)),
            lambda: issubclass(int, (5,)), lambda: isinstance(1, int, str), lambda: issubclass(int, list[int]),
            lambda: isinstance([], list[int])]:
    try:
        print(bad())
    except TypeError as e:
        print(type(e).__name__, e)
class A: pass
class B(A): pass
class C(B): pass
print(issubclass(C, A), issubclass(A, C), isinstance(C(), (A, B)), issubclass(C, (int, (str, (B,)))))
print(isinstance(int, type), isinstance(type, type), isinstance(type, object), isinstance(object, type))
print(isinstance(KeyError(), LookupError), issubclass(KeyError, (IndexError, LookupError)), issubclass(bool, (bool,)))
class Chk:
    def __instancecheck__(self, inst):
        return True
try:
    print(isinstance(1, Chk()))
except TypeError as e:
    print(e)
u = int | str
print(u, type(u).__name__, isinstance(3.5, u), issubclass(str, u))
isinstance(3, 'int')
