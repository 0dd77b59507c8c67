# property objects and super(): attributes, copies with getter/setter/deleter, super forms and errors
class Temp:
    def __init__(self):
        self._c = 0
    @property
    def celsius(self):
        "temperature in C"
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273:
            raise ValueError("below absolute zero")
        self._c = v
    @celsius.deleter
    def celsius(self):
        print("deleting")
        self._c = None
    readonly = property(lambda self: "ro")
t = Temp()
t.celsius = 25
print(t.celsius, Temp.celsius.__doc__, type(Temp.celsius).__name__)
p = Temp.celsius
print(p.fget.__name__, p.fset.__name__, p.fdel.__name__, p.__isabstractmethod__, p.__name__)
del t.celsius
print(t.celsius)
try:
    t.celsius = -300
except ValueError as e:
    print(type(e).__name__, e)
for action in ("set", "del"):
    try:
        if action == "set":
            t.readonly = 1
        else:
            del t.readonly
    except AttributeError as e:
        print(action, type(e).__name__, e)
bare = property()
class UsesBare:
    b = bare
try:
    UsesBare().b
except AttributeError as e:
    print(type(e).__name__, e)
p2 = p.getter(lambda self: "new getter")
print(p2 is p, p2.fset is p.fset, p2.__doc__, Temp.celsius.__get__(None, Temp) is Temp.celsius)
print(property(doc="only doc").__doc__, property(lambda s: 1).__doc__)
try:
    property(1, 2, 3, 4, 5)
except TypeError as e:
    print(type(e).__name__, e)
class A:
    def who(self):
        return "A"
    @classmethod
    def cls_who(cls):
        return f"A.cls_who({cls.__name__})"
class B(A):
    def who(self):
        return "B>" + super().who()
    @classmethod
    def cls_who(cls):
        return "B>" + super().cls_who()
class C(B):
    def who(self):
        return "C>" + super(B, self).who()
    def explicit(self):
        return super(C, self).who()
print(B().who(), C().who(), C().explicit(), C.cls_who(), B.cls_who())
s = super(B, B())
print(type(s).__name__, s.__thisclass__.__name__, type(s.__self__).__name__, s.__self_class__.__name__)
print(super(B, B).who(B()), super(C, C).cls_who())
unbound = super(B)
print(unbound.__self__, unbound.__thisclass__.__name__)
for bad in [lambda: super(B, 1), lambda: super(1, B()), lambda: super(B, A()), lambda: super()]:
    try:
        bad()
    except (TypeError, RuntimeError) as e:
        print(type(e).__name__, e)
def outside():
    return super().who()
try:
    outside()
except RuntimeError as e:
    print(type(e).__name__, e)
class D(A):
    def missing(self):
        return super().not_there
try:
    D().missing()
except AttributeError as e:
    print(type(e).__name__, e)
class E(A):
    def via_static():
        return super().who()
    s = staticmethod(via_static)
try:
    E.s()
except RuntimeError as e:
    print(type(e).__name__, e)
class Chain(C):
    def who(self):
        return "Chain>" + super().who()
print(Chain().who(), [k.__name__ for k in Chain.__mro__])
C().explicit.__self__.who.__func__(D())
