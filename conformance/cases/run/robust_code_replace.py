# code.replace() checks its fields as CPython 3.14 does: C int conversion (OverflowError), the
# negative counts, _PyCode_Validate's order (a bad internal call, co_code's size, too few local
# names), then co_nlocals against the local names. Found by pnpm fuzz robust.
f = lambda: None
g = lambda a, b: None
c, d = f.__code__, g.__code__
cases = [
    (c, dict(co_firstlineno=0)), (c, dict(co_firstlineno=-3)), (c, dict(co_stacksize=-1)),
    (c, dict(co_argcount=-1)), (c, dict(co_flags=-1)), (c, dict(co_nlocals=-1)),
    (c, dict(co_nlocals=5)), (c, dict(co_kwonlyargcount=-1)), (c, dict(co_stacksize=2**31 - 1)),
    (c, dict(co_stacksize=2**31)), (c, dict(co_firstlineno=2**31)), (c, dict(co_argcount=3)),
    (c, dict(co_code=b'\x00')), (c, dict(co_flags=2**31)), (c, dict(co_stacksize=-2**31 - 1)),
    (c, dict(co_nlocals=5, co_code=b'\x00')), (c, dict(co_code=b'\x00', co_argcount=2)),
    (c, dict(co_argcount=2)), (d, dict(co_kwonlyargcount=1)), (d, dict(co_argcount=3)),
    (d, dict(co_flags=4)), (d, dict(co_nlocals=1)), (d, dict(co_varnames=('x',))),
    (c, dict(co_firstlineno=-1, co_stacksize=2**40)), (c, dict(co_stacksize="1")),
    (d, dict(co_varnames=('x', 'y'))),
]
for co, kw in cases:
    try:
        r = co.replace(**kw)
        print(kw, "->", r.co_nlocals, r.co_varnames, r.co_stacksize, r.co_firstlineno)
    except (ValueError, OverflowError, TypeError) as e:
        print(kw, "!!", type(e).__name__, e)
