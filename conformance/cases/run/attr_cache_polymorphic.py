# One attribute instruction seeing many classes (a base class's method on instances of its
# subclasses): instance attributes in different orders, __slots__ cells, properties, class
# attributes, instance attributes shadowing methods, and classes changed between calls.
class Base:
    def get(self):
        return self.v

    def put(self, x):
        self.v = x

    def call(self):
        return self.m()

    def m(self):
        return "Base.m"


class A(Base):
    def __init__(self):
        self.v = "A"


class B(Base):
    def __init__(self):
        self.w = 0
        self.v = "B"


class C(Base):
    __slots__ = ("v",)

    def __init__(self):
        self.v = "C"


class D(Base):
    @property
    def v(self):
        return "D.prop"

    @v.setter
    def v(self, x):
        print("D.setter", x)


class E(Base):
    v = "E.class"

    def m(self):
        return "E.m"


class F(B):
    def __init__(self):
        self.z = 1
        super().__init__()


class G(Base):
    pass


objs = [A(), B(), C(), D(), E(), F(), G(), A(), C()]
for rnd in range(3):
    out = []
    for o in objs:
        try:
            out.append(o.get())
        except AttributeError as e:
            out.append(type(e).__name__ + ": " + str(e))
        out.append(o.call())
    print(rnd, out)
    for i, o in enumerate(objs):
        o.put(f"{type(o).__name__}{rnd}{i}")
    print([o.get() for o in objs])

objs[0].m = lambda: "instance m"
print(objs[0].call(), objs[7].call())
E.m = lambda self: "E.m2"
Base.m = lambda self: "Base.m2"
print([o.call() for o in objs[:8] if not isinstance(o, A) or o is objs[7]])
del E.v
print([o.get() for o in objs if isinstance(o, E)])
G.v = "G.class"
print(objs[6].get())
del objs[6].v
print(objs[6].get())
del G.v
try:
    objs[6].get()
except AttributeError as e:
    print(e)
c = objs[2]
del c.v
try:
    c.get()
except AttributeError as e:
    print(e)
