# super(): zero-argument and two-argument forms
class A:
    def who(self): return "A"
    @classmethod
    def cm(cls): return "A.cm " + cls.__name__
    x = "A.x"
class B(A):
    def who(self): return "B>" + super().who()
    @classmethod
    def cm(cls): return "B>" + super().cm()
class C(A):
    def who(self): return "C>" + super().who()
class D(B, C):
    def who(self): return "D>" + super().who()
    def explicit(self): return super(B, self).who()
    @staticmethod
    def st(obj): return super(D, obj).who()

d = D()
print(d.who(), d.explicit(), D.st(d))
print(D.cm(), super(D, D).cm())
print(super(D, d).x)
print(super(C, d).who())
try:
    super(B, A()).who()
except TypeError as e:
    print(type(e).__name__, e)
try:
    super(int, "s")
except TypeError as e:
    print(type(e).__name__, e)
try:
    super(1, d)
except TypeError as e:
    print(type(e).__name__, e)
try:
    super(D, d).missing
except AttributeError as e:
    print(type(e).__name__, e)
def outside():
    return super().x
try:
    outside()
except RuntimeError as e:
    print(type(e).__name__, e)

class E(A):
    def __init__(self):
        self.v = super().__class__.__name__
    def get_self(self):
        s = super()
        return s.__self__ is self, s.__thisclass__.__name__, s.__self_class__.__name__
e = E()
print(e.v, e.get_self())

class F(A):
    def who(self):
        return [super().who() for _ in range(2)]
print(F().who())
s = super(A)
print(type(s).__name__, s.__self__, s.__thisclass__.__name__)

class G(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k, v * 2)
g = G()
g["a"] = 2
print(g)
class H(list):
    def append(self, v):
        super().append(v)
        super().append(v)
h = H(); h.append(1); print(h)
