# ExceptionGroup construction, validation, subgroup/split/derive
eg = ExceptionGroup("msg", [ValueError(1), TypeError(2)])
print(repr(eg), str(eg), eg.message, eg.exceptions, type(eg).__name__)
beg = BaseExceptionGroup("b", [KeyboardInterrupt(), ValueError()])
print(type(beg).__name__, repr(beg))
beg2 = BaseExceptionGroup("b", [ValueError()])
print(type(beg2).__name__)
for args in ((), ("m",), (1, [ValueError()]), ("m", []), ("m", ValueError()), ("m", [1]), ("m", [KeyboardInterrupt()]), ("m", (ValueError(),)), ("m", [ValueError()], 3)):
    try:
        print(repr(ExceptionGroup(*args)))
    except Exception as e:
        print(type(e).__name__, e)
try:
    BaseExceptionGroup("m", {1})
except Exception as e:
    print(type(e).__name__, e)
nested = ExceptionGroup("outer", [ValueError("a"), ExceptionGroup("inner", [TypeError("b"), ValueError("c")]), KeyError("d")])
print(str(nested))
sub = nested.subgroup(ValueError)
print(repr(sub))
sub = nested.subgroup(lambda e: isinstance(e, TypeError))
print(repr(sub))
print(nested.subgroup(OSError))
print(nested.subgroup(ExceptionGroup) is nested)
m, r = nested.split(ValueError)
print(repr(m))
print(repr(r))
m, r = nested.split((TypeError, KeyError))
print(repr(m), repr(r))
m, r = nested.split(Exception)
print(m is nested, r)
try:
    nested.split(1)
except TypeError as e:
    print(e)
d = nested.derive([ValueError("z")])
print(repr(d), d.__traceback__)
class MyEG(ExceptionGroup):
    def derive(self, excs):
        return MyEG(self.message, excs)
mg = MyEG("mine", [ValueError(1), KeyError(2)])
print(repr(mg.subgroup(ValueError)), type(mg.split(KeyError)[1]).__name__)
nested.add_note("n")
m, r = nested.split(ValueError)
print(m.__notes__, r.__notes__)
print(ExceptionGroup.__mro__)
print(str(ExceptionGroup("one", [ValueError()])), str(ExceptionGroup("two", [ValueError(), ValueError()])))
class E2(ExceptionGroup):
    pass
print(repr(E2("x", [ValueError()])))
