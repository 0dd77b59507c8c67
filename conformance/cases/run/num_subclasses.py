# subclasses of int, float and complex: construction, reprs, results of operations
class MyInt(int):
    def __repr__(self):
        return f"MyInt({int(self)})"
class MyFloat(float):
    pass
class MyComplex(complex):
    pass
a, f, c = MyInt(5), MyFloat(2.5), MyComplex(1, 2)
print(a, repr(a), str(a), f, repr(f), c, a + 1, type(a + 1).__name__, -a, type(-a).__name__, type(+a).__name__, type(abs(a)).__name__)
print(type(f * 2).__name__, type(-f).__name__, type(c * 2).__name__, type(a.real).__name__, type(f.real).__name__, type(c.real).__name__)
print(int(a), type(int(a)).__name__, float(f), type(float(f)).__name__, complex(c), type(complex(c)).__name__)
print(MyInt("0x10", 16), MyInt(7.9), MyFloat("1e3"), MyFloat(3), MyComplex("1+1j"), MyInt(), MyFloat(), MyComplex())
print(a == 5, hash(a) == hash(5), f"{a:x}", f"{f:.2f}", f"{c:.1f}", isinstance(a, int), type(a) is int, a.__class__.__name__)
class WithSlotsArith(int):
    def __add__(self, o):
        return "added"
    def __radd__(self, o):
        return "radded"
w = WithSlotsArith(1)
print(w + 1, 1 + w, sum([w]) if False else 0, 1.5 + w, w.__add__(1), int.__add__(w, 1))
class Meters(float):
    def __new__(cls, v, unit="m"):
        obj = super().__new__(cls, v)
        obj.unit = unit
        return obj
    def __str__(self):
        return f"{float(self)}{self.unit}"
m = Meters(3.5, "cm")
print(m, repr(m), m.unit, m * 2, m.__dict__, Meters("4"))
class Pos(int):
    def __new__(cls, v):
        if v < 0:
            raise ValueError("negative")
        return super().__new__(cls, v)
print(Pos(3), Pos(3) * 2)
try:
    Pos(-1)
except ValueError as e:
    print(e)
class B(int):
    pass
b = B(10)
b.tag = "x"
print(b.tag, b.__dict__, vars(b), B(2 ** 100) + 1, bool(B(0)), B(3) ** 2, B(7) // 2, B(-7) % 3)
try:
    int.__new__(str, 5)
except TypeError as e:
    print(e)
try:
    float.__new__(int)
except TypeError as e:
    print(e)
