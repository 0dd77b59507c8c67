# exception objects: __cause__, __context__, __suppress_context__, __traceback__, __notes__, with_traceback
def fail(n):
    raise ValueError(f"fail {n}")
try:
    try:
        fail(1)
    except ValueError as inner:
        raise KeyError("outer") from inner
except KeyError as e:
    print(repr(e.__cause__), repr(e.__context__), e.__suppress_context__, e.__cause__ is e.__context__)
try:
    try:
        fail(2)
    except ValueError:
        raise TypeError("implicit")
except TypeError as e:
    print(repr(e.__cause__), repr(e.__context__), e.__suppress_context__)
try:
    try:
        fail(3)
    except ValueError:
        raise TypeError("suppressed") from None
except TypeError as e:
    print(e.__cause__, repr(e.__context__), e.__suppress_context__)
e = ValueError("fresh")
print(e.__cause__, e.__context__, e.__traceback__, e.__suppress_context__, e.__notes__ if hasattr(e, "__notes__") else "no notes")
e.__cause__ = KeyError("manual")
print(e.__suppress_context__, repr(e.__cause__))
e.__cause__ = None
e.__context__ = e
print(e.__context__ is e)
for attr, value in [("__cause__", 1), ("__context__", "x"), ("__traceback__", 5), ("__suppress_context__", "yes")]:
    try:
        setattr(e, attr, value)
        print("set", attr, getattr(e, attr))
    except TypeError as err:
        print(attr, type(err).__name__, err)
try:
    raise ValueError("v") from 5
except TypeError as err:
    print(type(err).__name__, err)
try:
    raise ValueError("v") from KeyError
except ValueError as err:
    print(repr(err.__cause__), err.__cause__.__traceback__)
try:
    fail(4)
except ValueError as err:
    tb = err.__traceback__
    print(type(tb).__name__, tb.tb_frame.f_code.co_name, tb.tb_next.tb_frame.f_code.co_name, tb.tb_next.tb_next)
    err2 = RuntimeError("rewrapped").with_traceback(tb)
    print(err2.__traceback__ is tb)
    print(err.with_traceback(None).__traceback__)
try:
    ValueError().with_traceback("not a tb")
except TypeError as err:
    print(type(err).__name__, err)
n = ValueError("noted")
n.add_note("first note")
n.add_note("second")
print(n.__notes__)
try:
    n.add_note(42)
except TypeError as err:
    print(type(err).__name__, err)
n.__notes__ = ["replaced"]
n.add_note("appended")
print(n.__notes__)
n.__notes__ = "not a list"
try:
    n.add_note("x")
except TypeError as err:
    print(type(err).__name__, err)
del n.__notes__
print(hasattr(n, "__notes__"))
def chain_depth(exc):
    depth = 0
    while exc is not None:
        depth += 1
        exc = exc.__context__
    return depth
try:
    try:
        try:
            fail(5)
        except ValueError:
            raise KeyError(1)
    except KeyError:
        raise IndexError(2)
except IndexError as err:
    print(chain_depth(err), [type(x).__name__ for x in (err, err.__context__, err.__context__.__context__)])
try:
    try:
        raise ValueError("a")
    finally:
        print("finally sees no handled exception")
except ValueError as err:
    print(err.__context__)
def reraiser():
    try:
        fail(6)
    except ValueError as err:
        raise
try:
    reraiser()
except ValueError as err:
    print(err, err.__context__, err.__traceback__.tb_next.tb_frame.f_code.co_name)
exc = ValueError("with notes and cause")
exc.add_note("note line")
try:
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise exc from z
except ValueError as err:
    print(err.args, err.__notes__, type(err.__cause__).__name__)
print(BaseException().args, repr(BaseException(1, 2)), str(BaseException(1, 2)), str(BaseException("x")))
try:
    try:
        fail(7)
    except ValueError as inner:
        raise KeyError("final") from inner
except KeyError as final:
    final.add_note("added before re-raise")
    raise
