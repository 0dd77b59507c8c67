# metaclasses: __new__, __init__, __call__, __prepare__, keywords, conflicts
log = []
class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        log.append(("prepare", name, kw))
        return {"injected": 1}
    def __new__(mcls, name, bases, ns, **kw):
        log.append(("new", name, sorted(ns), kw))
        return super().__new__(mcls, name, bases, ns)
    def __init__(cls, name, bases, ns, **kw):
        log.append(("init", name))
        super().__init__(name, bases, ns)
    def __call__(cls, *args, **kwargs):
        log.append(("call", cls.__name__, args))
        return super().__call__(*args, **kwargs)

class A(metaclass=Meta, flag=True):
    x = 1
    def __init__(self, v): self.v = v
for entry in log: print(entry)
log.clear()
a = A(3)
print(log, a.v, A.injected)
print(type(A).__name__, type(type(A)).__name__, isinstance(A, Meta))
class B(A): pass
print(type(B).__name__, log[0][:2])

class M1(type): pass
class M2(type): pass
class X(metaclass=M1): pass
class Y(metaclass=M2): pass
try:
    class Z(X, Y): pass
except TypeError as e:
    print(type(e).__name__, e)
class M3(M1, M2): pass
class Z(X, Y, metaclass=M3): pass
print(type(Z).__name__)
class W(X): pass
print(type(W).__name__)

# metaclass that's a plain function
def fmeta(name, bases, ns, **kw):
    print("fmeta", name, bases, sorted(k for k in ns if not k.startswith("__")), kw)
    return 42
class F(metaclass=fmeta, k=1):
    a = 1
print(F)

class Singleton(type):
    _inst = {}
    def __call__(cls, *a):
        if cls not in cls._inst:
            cls._inst[cls] = super().__call__(*a)
        return cls._inst[cls]
class S(metaclass=Singleton):
    def __init__(self): print("S init")
print(S() is S())

try:
    class K(kw=1): pass
except TypeError as e:
    print(type(e).__name__, e)
try:
    type("N", (), {}, x=1)
except TypeError as e:
    print(type(e).__name__, e)

class MetaRepr(type):
    def __repr__(cls): return f"<MetaRepr {cls.__name__}>"
class R(metaclass=MetaRepr): pass
print(repr(R), str(R), [R])
