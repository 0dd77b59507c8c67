# in-place operators and their fallbacks
class Acc:
    def __init__(self, v): self.v = v
    def __iadd__(self, o):
        print("iadd", o); self.v += o; return self
    def __add__(self, o):
        print("add", o); return Acc(self.v + o)
    def __isub__(self, o):
        return NotImplemented
    def __sub__(self, o):
        print("sub fallback"); return Acc(self.v - o)
    def __imul__(self, o):
        return "replaced"

a = Acc(1)
b = a
a += 2
print(a is b, a.v)
a -= 1
print(a is b, a.v)
a *= 3
print(a)

class NoInplace:
    def __init__(self, v): self.v = v
    def __add__(self, o): return NoInplace(self.v + o)
n = NoInplace(1); m = n
n += 5
print(n is m, n.v)

class R:
    def __radd__(self, o): return "R.radd"
x = 1
x += R()
print(x)
lst = [1]; alias = lst
lst += (2, 3)
print(lst, alias is lst)
t = (1,); t2 = t
t += (2,)
print(t, t2)
class Nothing: pass
z = Nothing()
def i0(z): z += 1
def i1(z): z -= 1
def i2(z): z *= 1
def i3(z): z /= 1
def i4(z): z //= 1
def i5(z): z %= 1
def i6(z): z **= 1
def i7(z): z <<= 1
def i8(z): z >>= 1
def i9(z): z &= 1
def i10(z): z |= 1
def i11(z): z ^= 1
def i12(z): z @= 1
for f in (i0, i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12):
    try:
        f(z)
    except TypeError as e:
        print(e)
class Both:
    def __ior__(self, o): return NotImplemented
    def __or__(self, o): return NotImplemented
class Other:
    def __ror__(self, o): return "Other.ror"
q = Both()
q |= Other()
print(q)
