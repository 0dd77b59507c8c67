# bytes.hex's separator checks (length, then str or bytes), list/tuple.index's slice-index bounds,
# bytes find/count/index converting start and end before the needle, center's fill argument.
for sep in [":", b":", bytearray(b":"), [1], 5, None, "::", "é", memoryview(b":")]:
    try: print(b"abc".hex(sep))
    except (TypeError, ValueError) as e: print(type(e).__name__, e)
for args in [(1, None), (1, 1.5), (2, 0, 10**30), (2, -10**30), (1, "a"), (9,)]:
    for s in ([1, 2, 3], (1, 2, 3)):
        try: print(s.index(*args))
        except (TypeError, ValueError) as e: print(type(e).__name__, e)
for args in [(b"a", None), (b"a", 1.5), (None, 1.5), (300, "x"), (b"b", 0, None), (98,)]:
    for m in ("find", "count", "index", "rfind"):
        try: print(getattr(b"abc", m)(*args))
        except (TypeError, ValueError) as e: print(type(e).__name__, e)
try: b"ab".center(5, None)
except TypeError as e: print(e)
for a in [(None, None), (":", 2**40), (":", 1.5), (None, 2)]:
    try: print(b"abcd".hex(*a))
    except (TypeError, ValueError, OverflowError) as e: print(type(e).__name__, e)
