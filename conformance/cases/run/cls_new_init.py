# object.__new__ / __init__ argument rules, __init__ return value
class NoInit: pass
try:
    NoInit(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    NoInit(x=1)
except TypeError as e:
    print(type(e).__name__, e)
class OnlyInit:
    def __init__(self, a): self.a = a
print(OnlyInit(1).a)
try:
    OnlyInit()
except TypeError as e:
    print(type(e).__name__, e)
try:
    OnlyInit(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
class OnlyNew:
    def __new__(cls, a):
        o = super().__new__(cls)
        o.a = a
        return o
print(OnlyNew(5).a)
class NewPassesArgs:
    def __new__(cls, *a):
        return super().__new__(cls, *a)
try:
    NewPassesArgs(1)
except TypeError as e:
    print(type(e).__name__, e)
class InitPassesArgs:
    def __init__(self, *a):
        super().__init__(*a)
try:
    InitPassesArgs(1)
except TypeError as e:
    print(type(e).__name__, e)
class ReturnsValue:
    def __init__(self): return 42
try:
    ReturnsValue()
except TypeError as e:
    print(type(e).__name__, e)
class NewOther:
    def __new__(cls): return 7
    def __init__(self): print("never")
print(NewOther())
class NewSub:
    def __new__(cls): return object.__new__(Child)
    def __init__(self): print("init called on", type(self).__name__)
class Child(NewSub): pass
print(type(NewSub()).__name__)
try:
    object.__new__(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    object.__new__(int)
except TypeError as e:
    print(type(e).__name__, e)
try:
    int.__new__(str)
except TypeError as e:
    print(type(e).__name__, e)
try:
    object.__new__()
except TypeError as e:
    print(type(e).__name__, e)
print(type(object.__new__(NoInit)).__name__)
class WithBoth:
    def __new__(cls, *a, **k): return super().__new__(cls)
    def __init__(self, *a, **k): self.args = (a, k)
print(WithBoth(1, b=2).args)
try:
    object()
    object(1)
except TypeError as e:
    print(type(e).__name__, e)
