# uncaught nested exception group: the tree rendering
def f():
    raise ValueError("bad value")
def g():
    excs = []
    for fn in (f, lambda: 1 / 0):
        try:
            fn()
        except Exception as e:
            excs.append(e)
    try:
        raise KeyError("k")
    except KeyError as e:
        e.add_note("a note")
        excs.append(e)
    inner = ExceptionGroup("inner", [TypeError("t")])
    excs.append(inner)
    raise ExceptionGroup("many things", excs)
try:
    g()
except* TypeError:
    print("types handled")
