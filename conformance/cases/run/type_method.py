# bound methods and builtin methods: attributes, equality, binding rules, errors
class A:
    def m(self, x=1):
        "m doc"
        return (type(self).__name__, x)
    @classmethod
    def cm(cls):
        return cls.__name__
    @staticmethod
    def sm(y):
        return y * 2
    def __repr__(self):
        return "A()"

a, b = A(), A()
bm = a.m
print(type(bm).__name__, bm.__self__ is a, bm.__func__ is A.m, bm.__name__, bm.__qualname__, bm.__doc__)
print(bm(), bm(5), A.m(a, 7), bm == a.m, bm != b.m, bm is a.m, bm == A.m)
print(repr(bm), repr(A.cm), A.sm(4), a.sm(5), a.cm(), A.cm())
print(A.cm.__self__ is A, A.cm.__func__.__name__, type(A.__dict__["cm"]).__name__, type(A.__dict__["sm"]).__name__)
print(bm.__defaults__, bm.__code__.co_name, bm.__module__, hasattr(bm, "__dict__"))
try:
    bm.new_attr = 1
except AttributeError as e:
    print(type(e).__name__, e)
try:
    bm.__name__ = "x"
except AttributeError as e:
    print(type(e).__name__, e)
A.m.tag = "tagged"
print(a.m.tag)
try:
    bm(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    A.m()
except TypeError as e:
    print(type(e).__name__, e)
print(A.m("not an A"), A.__dict__["m"].__get__(a)(), A.__dict__["m"].__get__(None, A) is A.m)
try:
    A.__dict__["m"].__get__(None, None)
except TypeError as e:
    print(type(e).__name__, e)

# builtin methods
lst = [3, 1, 2]
ap = lst.append
print(type(ap).__name__, ap.__name__, ap.__qualname__, ap.__self__ is lst, ap == lst.append, ap == [].append)
ap(0)
print(lst, type(list.append).__name__, list.append.__qualname__, list.append.__objclass__.__name__)
list.append(lst, 9)
print(lst, str.upper("x"), type(str.__dict__["join"]).__name__, type("".__add__).__name__)
print(repr(len), len.__self__.__name__, len.__name__, type(len).__name__, len.__qualname__)
try:
    list.append(5, 1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    list.append()
except TypeError as e:
    print(type(e).__name__, e)
try:
    str.join.__get__(1)
except TypeError as e:
    print(type(e).__name__, e)
print(int.__add__(2, 3), int.__dict__["__add__"].__name__, type(int.__add__).__name__)
print(dict.fromkeys.__self__ is dict, type(dict.__dict__["fromkeys"]).__name__)
# methods hash/compare by identity of self
class Eq:
    def __eq__(self, o):
        return True
    __hash__ = object.__hash__
    def f(self):
        pass
e1, e2 = Eq(), Eq()
print(e1.f == e2.f, e1.f == e1.f, hash(e1.f) == hash(e1.f))
class Slotted:
    __slots__ = ()
    def f(self):
        return "slot"
print(Slotted().f())
m = a.m
del a
print(m())
callable_obj = A.m.__get__(b, A)
print(callable_obj(), callable_obj.__self__)
A.m(1, 2, 3)
