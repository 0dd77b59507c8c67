# data vs non-data descriptors: precedence over the instance dict
class Data:
    def __init__(self, name): self.name = name
    def __get__(self, obj, owner):
        if obj is None:
            return f"Data({self.name}) via class {owner.__name__}"
        return f"Data({self.name}) get from {type(obj).__name__}"
    def __set__(self, obj, value):
        print("Data.__set__", self.name, value)
        obj.__dict__["_" + self.name] = value
    def __delete__(self, obj):
        print("Data.__delete__", self.name)

class NonData:
    def __get__(self, obj, owner=None):
        return "nondata" if obj is not None else "nondata-class"

class SetOnly:
    def __set__(self, obj, value):
        print("SetOnly.__set__", value)

class C:
    d = Data("d")
    n = NonData()
    s = SetOnly()

c = C()
print(c.d)
print(C.d)
c.d = 5
print(c.__dict__)
c.__dict__["d"] = "shadow"
print(c.d)           # data descriptor wins
del c.d
print(c.n)
c.n = "instance"
print(c.n)           # instance dict wins over non-data
print(C.n)
del c.n
print(c.n)
print(type(c.s).__name__)  # set-only descriptor: no __get__, returns itself
c.s = 3
c.__dict__["s"] = "inst"
print(c.s)           # set-only is data descriptor but no __get__: instance dict wins
try:
    del c.s
except AttributeError as e:
    print(type(e).__name__, e)

class WithGetOwner:
    def __get__(self, obj, owner):
        return (obj is None, owner.__name__)
class Holder:
    g = WithGetOwner()
class Sub(Holder): pass
print(Holder.g, Sub.g, Sub().g)
print(WithGetOwner().__get__(None, int))

# descriptor on the metaclass
class Loud:
    def __get__(self, obj, owner): return f"Loud get {type(obj).__name__} {owner.__name__}"
    def __set__(self, obj, value): print("Loud set", obj.__name__, value)
class Meta(type):
    m = Loud()
class M(metaclass=Meta): pass
print(M.m)
M.m = 7
print(M.m, 'm' in M.__dict__)
