# super(): zero-arg and two-arg forms, attribute lookup through the MRO, descriptors, and errors
class A:
    x = 'A.x'
    def who(self):
        return 'A'
    @classmethod
    def cm(cls):
        return ('A.cm', cls.__name__)
    @property
    def p(self):
        return 'A.p'
class B(A):
    def who(self):
        return 'B>' + super().who()
    @classmethod
    def cm(cls):
        return ('B.cm',) + super().cm()
class C(A):
    def who(self):
        return 'C>' + super().who()
class D(B, C):
    def who(self):
        return 'D>' + super().who()
    def props(self):
        return super().p, super().x, super(B, self).who(), super(D, D).cm()
d = D()
print(d.who(), D.cm(), d.props())
s = super(B, d)
print(type(s).__name__, s.__thisclass__.__name__, type(s.__self__).__name__, s.__self_class__.__name__, s.who())
print(super(D, D).who(d), super(B).__thisclass__.__name__, super(B).__self__)
for bad in [lambda: super(B, 1), lambda: super(1, d), lambda: super(D, A()), lambda: super(B, d).nope, lambda: super(),
            lambda: super(B, d, 1), lambda: super(type=B), lambda: super(A, A()).who(), lambda: super(B, C)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
class E(A):
    def m(self):
        def inner():
            return super().who()
        return inner
    def s(self):
        return [super().who() for _ in range(1)]
try:
    E().m()()
except Exception as e:
    print(type(e).__name__, e)
print(E().s())
class F(A):
    def g(self):
        del self
        return super().who()
try:
    F().g()
except Exception as e:
    print(type(e).__name__, e)
class G(A):
    @staticmethod
    def st():
        return super().who()
try:
    G.st()
except Exception as e:
    print(type(e).__name__, e)
class H(A):
    def who(self):
        return super().who() + '+H'
    __repr__ = lambda self: 'H()'
print(H().who(), repr(super(H, H())).startswith('<super: <class'), super(H, H()).__class__ is super)
class WithSet(A):
    def set(self):
        super().x = 1
try:
    WithSet().set()
except AttributeError as e:
    print(e)
super(A, 1)
