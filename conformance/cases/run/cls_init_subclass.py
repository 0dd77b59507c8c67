# __init_subclass__ with keyword arguments
registry = {}
class Plugin:
    def __init_subclass__(cls, /, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        registry[name or cls.__name__] = cls
        print("registered", cls.__name__, name)

class A(Plugin, name="alpha"): pass
class B(Plugin): pass
class C(A, name="gamma"): pass
print(sorted(registry))
print(type(Plugin.__dict__["__init_subclass__"]).__name__)

try:
    class D(Plugin, bogus=1): pass
except TypeError as e:
    print(type(e).__name__, e)

class Base:
    def __init_subclass__(cls, **kw):
        print("Base hook", cls.__name__, kw)
class Mid(Base):
    def __init_subclass__(cls, **kw):
        print("Mid hook", cls.__name__, kw)
        super().__init_subclass__()
class Leaf(Mid, x=1): pass

class NoHook: pass
try:
    class Kw(NoHook, color="red"): pass
except TypeError as e:
    print(type(e).__name__, e)

class Counting:
    subclasses = []
    def __init_subclass__(cls):
        Counting.subclasses.append(cls.__name__)
class S1(Counting): pass
class S2(S1): pass
print(Counting.subclasses)
try:
    class S3(Counting, extra=1): pass
except TypeError as e:
    print(type(e).__name__, e)
print(object.__init_subclass__())
try:
    object.__init_subclass__(1)
except TypeError as e:
    print(type(e).__name__, e)
