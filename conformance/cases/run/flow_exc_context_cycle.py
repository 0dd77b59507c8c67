# implicit chaining: __context__ set while handling, cycles broken, context replaced by raise from
import sys
def f():
    try:
        raise ValueError("a")
    except ValueError as a:
        try:
            raise TypeError("b")
        except TypeError as b:
            try:
                raise a
            except ValueError as again:
                return again, b
again, b = f()
print(repr(again), repr(again.__context__), repr(b.__context__))
print(again.__context__.__context__ is None)
def g():
    e = KeyError("k")
    try:
        try:
            raise e
        except KeyError:
            raise e
    except KeyError as x:
        return x.__context__
print(g())
def h():
    try:
        raise ValueError(1)
    except ValueError:
        try:
            raise TypeError(2) from None
        except TypeError as t:
            return t
t = h()
print(repr(t.__context__), t.__suppress_context__, t.__cause__)
def gen_ctx():
    try:
        yield
    except GeneratorExit:
        raise RuntimeError("closing")
g2 = gen_ctx()
next(g2)
try:
    g2.close()
except RuntimeError as e:
    print(repr(e), repr(e.__context__))
try:
    try:
        1 / 0
    finally:
        print("finally sees", sys.exception())
except ZeroDivisionError as z:
    print(repr(z.__context__))
