# classmethod and staticmethod
class C:
    count = 0
    @classmethod
    def make(cls, *args):
        return (cls.__name__, args)
    @staticmethod
    def add(a, b):
        return a + b
    def regular(self):
        return "regular"

class D(C): pass
print(C.make(1), D.make(2), D().make(3))
print(C.add(1, 2), C().add(3, 4))
print(type(C.__dict__["make"]).__name__, type(C.__dict__["add"]).__name__)
print(type(C.make).__name__, C.make.__self__ is C, D().make.__self__ is D)
print(C.__dict__["add"].__func__ is C.add, C.__dict__["make"].__func__.__name__)
print(type(C.regular).__name__, type(C().regular).__name__)
print(C.make.__func__ is C.__dict__["make"].__func__)

sm = staticmethod(len)
print(sm("abc"))
print(callable(sm))
cm = classmethod(lambda cls: cls.__name__)
class E:
    f = cm
print(E.f(), E().f())
print(staticmethod(len).__wrapped__ is len, classmethod(len).__wrapped__ is len)

try:
    C.regular()
except TypeError as e:
    print(type(e).__name__, e)
try:
    C.add(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    staticmethod()
except TypeError as e:
    print(type(e).__name__, e)
try:
    classmethod(1, 2)
except TypeError as e:
    print(type(e).__name__, e)

class F:
    @classmethod
    def cm(cls): return cls
    @staticmethod
    def sm(): return "sm"
print(F.cm.__name__, F.sm.__name__, F.cm.__qualname__, F.sm.__qualname__)
print(F.__dict__["cm"].__get__(None, int)())
print(F.__dict__["sm"].__get__(None, F)())
