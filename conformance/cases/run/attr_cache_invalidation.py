# Attribute loads and stores in a loop (the eval loop caches them per instruction by the type's
# version tag) stay right when the class, its bases, the instance dict or the instance's class
# change between iterations.


class Base:
    def greet(self):
        return "base greet"


class C(Base):
    def __init__(self, x):
        self.x = x
        self.y = x * 2


def read(objs):
    out = []
    for o in objs:
        try:
            out.append((o.x, o.y))
        except AttributeError as e:
            out.append(("AttributeError", str(e)))
    return out


def write(objs, v):
    for o in objs:
        o.x = v


def call(objs):
    out = []
    for o in objs:
        try:
            out.append(o.greet())
        except Exception as e:
            out.append((type(e).__name__, str(e)))
    return out


objs = [C(1), C(2)]
print(read(objs), call(objs))
write(objs, 10)
print(read(objs))

# a property added to the class takes over reads and writes of x
C.x = property(lambda self: "prop", lambda self, v: print("setter", v))
print(read(objs))
write(objs, 20)
del C.x
print(read(objs))

# a class attribute (no descriptor) does not hide the instance's value; deleting the instance's does
C.y = "class y"
print(read(objs))
del objs[0].y
print(read(objs))
del C.y
print(read(objs))

# a method shadowed by an instance attribute, then the base's method replaced
objs[1].greet = lambda: "instance greet"
print(call(objs))
Base.greet = lambda self: "new base greet"
print(call(objs))
C.greet = 42
print(call(objs))
del C.greet
del objs[1].greet
print(call(objs))

# the instance dict replaced, and __class__ changed


class D:
    def greet(self):
        return "D greet"


objs[0].__dict__ = {"y": "fresh y", "x": "fresh x"}
print(read(objs), call(objs))
objs[1].__class__ = D
print(read(objs), call(objs))

# __getattr__ added afterwards only answers missing attributes
C.__getattr__ = lambda self, name: "getattr " + name
o = C(5)
del o.y
print(read([o]))
# __getattribute__ answers everything
C.__getattribute__ = lambda self, name: "getattribute " + name
print(read([o]), call([o]))
del C.__getattribute__, C.__getattr__
print(read([o]))

# slots: no instance dict


class S:
    __slots__ = ("x", "y")

    def __init__(self):
        self.x = 1
        self.y = 2

    def greet(self):
        return "slots greet"


s = [S(), S()]
print(read(s), call(s))
write(s, 7)
print(read(s))
del s[0].x
print(read(s))
write(s[1:], 9)
print(read(s))

# keys in a different order in different instances
a, b = C(1), C(2)
b.__dict__.clear()
b.y = "y first"
b.x = "x second"
print(read([a, b, a, b]))
write([a, b, a, b], "w")
print(read([a, b]), list(vars(b)))
