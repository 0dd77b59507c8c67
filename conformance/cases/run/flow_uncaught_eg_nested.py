# uncaught nested exception groups with notes, causes and a BaseExceptionGroup
def fail(kind):
    if kind == "v":
        raise ValueError("v failed")
    if kind == "k":
        raise KeyError("k")
    raise OSError("os failed")
def gather(kinds, label):
    errs = []
    for k in kinds:
        try:
            fail(k)
        except Exception as e:
            errs.append(e)
    eg = ExceptionGroup(label, errs)
    eg.add_note(f"gathered {len(errs)}")
    return eg
inner = gather("vk", "inner")
outer_errs = [inner, gather("o", "second")]
try:
    raise ExceptionGroup("outer", outer_errs)
except* OSError as e:
    print("os handled:", repr(e))
    raise BaseExceptionGroup("base", [KeyboardInterrupt(), e])
