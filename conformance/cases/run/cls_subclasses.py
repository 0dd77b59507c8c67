# __subclasses__, __mro__, mro()
class Root: pass
class A(Root): pass
class B(Root): pass
class C(A, B): pass
print([c.__name__ for c in Root.__subclasses__()])
print([c.__name__ for c in A.__subclasses__()], [c.__name__ for c in C.__subclasses__()])
print([c.__name__ for c in C.mro()])
print(type(Root.__subclasses__()).__name__)
class Meta(type):
    def mro(cls):
        print("custom mro for", cls.__name__)
        return [cls, object]
class M(A, metaclass=Meta): pass
print([c.__name__ for c in M.__mro__], isinstance(M(), A), issubclass(M, A))
print([c.__name__ for c in type.mro(M)])
print(int.__subclasses__()[0].__name__ if int.__subclasses__() else None)
print(bool.__mro__)
print(object.__mro__, object.mro())
try:
    type.mro()
except TypeError as e:
    print(type(e).__name__, e)
try:
    Root.__mro__ = ()
except AttributeError as e:
    print(type(e).__name__, e)
class D(Root): pass
print(len(Root.__subclasses__()))
def walk(c, depth=0):
    print("  " * depth + c.__name__)
    for s in c.__subclasses__():
        walk(s, depth + 1)
walk(Root)
