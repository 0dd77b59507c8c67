# Every callable non-dunder method (and a few dunders) of builtin objects, called bound with no
# arguments, six, an unknown keyword, and one None: the result or CPython's exact TypeError
# (METH_NOARGS / METH_O / clinic counts, keyword rejection, bound-method naming of the type).
objs = [0, 1.5, 2j, "ab", b"ab", bytearray(b"ab"), [1], (1,), {1: 2}, {1}, frozenset({1}), range(3), memoryview(b"ab"), True, slice(1), object(), type, iter([1]), {}.keys(), {}.items(), {}.values()]
for o in objs:
    for name in sorted(dir(o)):
        if name.startswith("__") and name not in ("__format__", "__reduce_ex__", "__getitem__", "__contains__", "__sizeof__", "__getnewargs__", "__round__", "__reversed__"):
            continue
        try:
            m = getattr(o, name)
        except Exception:
            continue
        if not callable(m):
            continue
        for args, kw in (((), {}), ((None,) * 6, {}), ((), {"zz": 1}), ((None,), {})):
            try:
                m(*args, **kw)
                res = "ok"
            except SystemError as e:
                res = "SYSTEMERROR " + str(e)[:80]
            except BaseException as e:
                res = type(e).__name__ + (": " + str(e) if isinstance(e, TypeError) else "")
            print(type(o).__name__, name, len(args), bool(kw), res)
