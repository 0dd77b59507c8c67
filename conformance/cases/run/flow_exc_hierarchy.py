# the builtin exception hierarchy: mro of every class, args/str/repr
names = [n for n in dir(__builtins__) if isinstance(getattr(__builtins__, n), type) and issubclass(getattr(__builtins__, n), BaseException)]
for n in sorted(names):
    cls = getattr(__builtins__, n)
    print(n, [c.__name__ for c in cls.__mro__])
for cls in (Exception, ValueError, KeyError, OSError, StopIteration, SystemExit, UnicodeError, Warning):
    for args in ((), ("one",), ("a", 2), (None,), (5000, 2, 3)):
        e = cls(*args)
        print(cls.__name__, repr(e), str(e), e.args)
e = ValueError("x")
e.args = [1, 2]
print(repr(e), e.args)
e.args = "ab"
print(repr(e), e.args)
print(BaseException.__doc__)
print(ZeroDivisionError.__doc__)
class My(Exception):
    pass
class My2(My):
    def __init__(self, a, b):
        super().__init__(a)
        self.b = b
print(repr(My()), repr(My(1)), str(My(1, 2)))
m = My2(1, 2)
print(repr(m), m.args, m.b)
print(repr(KeyError()), str(KeyError()), str(KeyError("k")), str(KeyError("a", "b")))
print(issubclass(ExceptionGroup, Exception), issubclass(BaseExceptionGroup, Exception))
try:
    BaseException(x=1)
except TypeError as e:
    print(e)
try:
    ValueError(x=1)
except TypeError as e:
    print(e)
class K(Exception):
    def __init__(self, *a, **kw):
        super().__init__(*a)
        self.kw = kw
print(K(1, y=2).kw)
print(Exception.__new__(Exception, 1, 2).args)
e = Exception()
print(e.__traceback__, e.__cause__, e.__context__, e.__suppress_context__)
e.__suppress_context__ = True
print(e.__suppress_context__)
try:
    e.__cause__ = 1
except TypeError as x:
    print(x)
try:
    e.__context__ = 1
except TypeError as x:
    print(x)
e.__cause__ = ValueError()
print(e.__suppress_context__, repr(e.__cause__))
