# Constructor and 3-argument builtin error messages as CPython 3.14 words them: pow() with a float
# anywhere and a modulus, frozenset/staticmethod/classmethod/type argument checks, the clinic's
# 'not None' of bytes(), bytearray() and type.__new__() against str()'s 'not NoneType'.
for a in [None, 1, 1.5, "s", 2j, [1]]:
    for b in [None, 2, 2.5, "s", 1j]:
        for c in [None, 3, 3.5, "s", 3j]:
            try: print(pow(a, b, c))
            except Exception as e: print(type(e).__name__, e)
print(sorted(frozenset.__new__(frozenset, "ab")))
for args, kw in [((1, 2, 3), {}), (("ab",), {"x": 1}), ((), {"iterable": "ab"})]:
    for t in (frozenset, set):
        try: print(sorted(t(*args, **kw)))
        except TypeError as e: print(e)
for t in (staticmethod, classmethod):
    try: t(len, key=1)
    except TypeError as e: print(e)
    try: t()
    except TypeError as e: print(e)
for t in (bytes, bytearray):
    for a in [("x", None), ("x", "utf-8", None), ("x", 1), ("x", "utf-8", 2)]:
        try: print(t(*a))
        except TypeError as e: print(e)
try: str(b"x", None)
except TypeError as e: print(e)
try: type(None, (), {})
except TypeError as e: print(e)
try: type("X", None, {})
except TypeError as e: print(e)
try: type("X", (), None)
except TypeError as e: print(e)
for kw in [{"key": 1}, {}]:
    try: print(type(1, **kw))
    except TypeError as e: print(e)
