# except* semantics
def run(excs):
    try:
        raise ExceptionGroup("eg", excs)
    except* ValueError as g:
        print("value:", repr(g))
    except* TypeError as g:
        print("type:", repr(g))
run([ValueError(1), TypeError(2), ValueError(3)])
run([ValueError(1)])
try:
    run([KeyError(1), ValueError(2)])
except ExceptionGroup as e:
    print("left:", repr(e))
try:
    raise ValueError("naked")
except* ValueError as g:
    print("wrapped:", repr(g), repr(g.exceptions[0]))
try:
    try:
        raise ExceptionGroup("e", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise KeyError("new")
except ExceptionGroup as e:
    print(repr(e), [repr(x) for x in e.exceptions])
try:
    try:
        raise ExceptionGroup("e", [ValueError(1)])
    except* ValueError as g:
        raise
except ExceptionGroup as e:
    print("reraised", repr(e))
try:
    try:
        raise ExceptionGroup("e", [ValueError(1)])
    except* ExceptionGroup:
        pass
except TypeError as e:
    print(e)
try:
    try:
        raise ExceptionGroup("e", [ValueError(1)])
    except* (ValueError, ExceptionGroup):
        pass
except TypeError as e:
    print(e)
try:
    try:
        raise ExceptionGroup("e", [ValueError(1)])
    except* 5:
        pass
except TypeError as e:
    print(e)
def f():
    try:
        raise ExceptionGroup("e", [ValueError(1)])
    except* ValueError:
        print("handled")
    else:
        print("else")
    finally:
        print("finally")
f()
try:
    pass
except* ValueError:
    pass
else:
    print("no exc else")
try:
    raise ExceptionGroup("e", [ValueError(1), ExceptionGroup("i", [ValueError(2), KeyError(3)])])
except* ValueError as g:
    print(repr(g))
except* KeyError as g:
    print(repr(g))
