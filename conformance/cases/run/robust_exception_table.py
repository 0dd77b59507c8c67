# A crafted co_exceptiontable is read as ceval.c's get_exception_handler reads it: entries start at
# bytes with bit 7 set, the scan stops at the first entry starting past the raising instruction, a
# table that covers nothing leaves the exception to the caller. (Tables whose handler jumps outside
# the code or below the stack make CPython crash; pyts raises SystemError — packages/vm
# eval/exceptionTable.test.ts.) Found by issue #24's probes.
def f(x):
    try:
        y = [1, 2][x]
        return 1 / x + y
    except (ZeroDivisionError, IndexError) as e:
        return "caught " + type(e).__name__

tables = [f.__code__.co_exceptiontable, b'\xff' * 8, b'\x00' * 8, b'\x80', b'', b'\x01\x02\x03',
          bytes(range(20)), b'\x90\x01\x02\x03', b'\x01\x01\x01\x01\x81\x01\x01\x01']
for tab in tables:
    g = type(f)(f.__code__.replace(co_exceptiontable=tab), {})
    for a in (0, 5, 1):
        try:
            print(tab == f.__code__.co_exceptiontable, a, g(a))
        except (ZeroDivisionError, IndexError, NameError) as e:
            print(tab == f.__code__.co_exceptiontable, a, "!!", type(e).__name__, e)
