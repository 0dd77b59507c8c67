# `raise` handled in the same frame, many times over (the eval loop unwinds to its own handler
# without a JS throw): counts, contexts, causes, tracebacks, re-raise, and refcounts afterwards.
import sys

class E(Exception):
    pass

def count(n):
    caught = 0
    for i in range(n):
        try:
            raise E(i)
        except E as e:
            caught += e.args[0]
    return caught

print(count(1000))

def chained():
    try:
        try:
            raise KeyError("inner")
        except KeyError:
            raise ValueError("outer")
    except ValueError as e:
        return type(e.__context__).__name__, e.__context__.args, e.__suppress_context__

print(chained())

def caused():
    try:
        raise ValueError("v") from OSError("o")
    except ValueError as e:
        return repr(e.__cause__), e.__suppress_context__

print(caused())

def reraised():
    try:
        try:
            raise E("again")
        except E:
            raise
    except E as e:
        tb = e.__traceback__
        n = 0
        while tb:
            n += 1
            tb = tb.tb_next
        return e.args, n

print(reraised())

def in_finally():
    log = []
    for i in range(3):
        try:
            try:
                raise E(i)
            finally:
                log.append(("finally", i))
        except E as e:
            log.append(("caught", e.args[0]))
    return log

print(in_finally())

def bare_raise_outside():
    try:
        raise
    except RuntimeError as e:
        return str(e)

print(bare_raise_outside())

def raise_non_exception():
    try:
        raise 42
    except TypeError as e:
        return str(e)

print(raise_non_exception())

def raise_class():
    try:
        raise E
    except E as e:
        return type(e).__name__, e.args

print(raise_class())
kept = E("kept")
before = sys.getrefcount(kept)
for i in range(50):
    try:
        raise kept
    except E:
        pass
print(sys.getrefcount(kept) - before, kept.__traceback__ is not None)
print(sys.exc_info())

def through_frames(depth):
    if depth == 0:
        raise E("deep")
    return through_frames(depth - 1)

try:
    through_frames(5)
except E as e:
    tb = e.__traceback__
    names = []
    while tb:
        names.append(tb.tb_frame.f_code.co_name)
        tb = tb.tb_next
    print(names)

def gen():
    try:
        yield 1
    except E as e:
        yield ("gen caught", e.args)

g = gen()
next(g)
print(g.throw(E("thrown")))
raise E("uncaught", 1)
