# classes: init, methods, inheritance, super, properties, dunders, class attributes
class Animal:
    kind = "animal"
    def __init__(self, name):
        self.name = name
    def speak(self):
        return f"{self.name} makes a sound"
    def __repr__(self):
        return f"Animal({self.name!r})"

class Dog(Animal):
    kind = "dog"
    def __init__(self, name, breed):
        super().__init__(name)
        self.breed = breed
    def speak(self):
        return super().speak() + " (woof)"

a = Animal("cat")
d = Dog("rex", "lab")
print(a.speak(), d.speak(), a, d.kind, Animal.kind, d.breed)
print(isinstance(d, Animal), issubclass(Dog, Animal), type(d).__name__, Dog.__mro__)

class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __eq__(self, o):
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)
    def __len__(self):
        return 2
    def __getitem__(self, i):
        return (self.x, self.y)[i]
    def __iter__(self):
        yield self.x
        yield self.y
    def __repr__(self):
        return "Vec(%r, %r)" % (self.x, self.y)
    def __bool__(self):
        return bool(self.x or self.y)

v = Vec(1, 2) + Vec(3, 4)
print(v, v * 2, 3 * v, v == Vec(4, 6), v != Vec(4, 6), len(v), v[0], list(v), bool(Vec(0, 0)))

class Temp:
    def __init__(self):
        self._c = 0
    @property
    def c(self):
        return self._c
    @c.setter
    def c(self, v):
        self._c = v
    @staticmethod
    def s(x):
        return x + 1
    @classmethod
    def make(cls):
        return cls()

t = Temp.make()
t.c = 25
print(t.c, Temp.s(1), type(t).__name__)

class Counter:
    count = 0
    def __init__(self):
        Counter.count += 1
Counter(); Counter()
print(Counter.count, hasattr(t, "c"), getattr(t, "zz", "dflt"))
print(str(Animal("x")), [Animal("a")], {"k": Animal("b")})
class Plain:
    pass
p = Plain()
p.attr = 1
print(p.attr, vars(p))
