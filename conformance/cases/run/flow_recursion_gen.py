# Generators resumed by for loops and `yield from` (CPython runs them in the caller's eval loop:
# FOR_ITER_GEN / SEND_GEN): recursion through them up to the limit, values sent and returned,
# exceptions leaving them (context, traceback), and their state afterwards.
import sys

def walk(n):
    if n:
        for x in walk(n - 1):
            yield x + 1
    else:
        yield 0

def delegate(n):
    if n:
        r = yield from delegate(n - 1)
        return r + 1
    yield "bottom"
    return 0

print(list(walk(900)))
g = delegate(900)
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("returned", e.value)
for make in (walk, delegate):
    try:
        list(make(100000))
    except RecursionError as e:
        print(make.__name__, type(e).__name__, e)
print(sum(walk(50)))  # the interpreter recovered

def echo():
    total = 0
    while True:
        x = yield total
        if x is None:
            return total
        total += x

def relay():
    result = yield from echo()
    print("relay got", result)
    yield result * 2

r = relay()
print(next(r), r.send(3), r.send(4), r.send(None))
print(list(relay()))

def failing(n):
    yield n
    raise ValueError(f"fail {n}")

try:
    raise KeyError("outer")
except KeyError:
    try:
        for x in failing(1):
            print("item", x)
    except ValueError as e:
        print(repr(e), repr(e.__context__))

def stopper():
    yield 1
    raise StopIteration("inner")
try:
    for x in stopper():
        print("s", x)
except RuntimeError as e:
    print(type(e).__name__, e, repr(e.__cause__))

def guarded():
    try:
        yield 1
        yield 2
    finally:
        print("finally runs")
for x in guarded():
    print("g", x)
    break
print("after break")

def selfish():
    yield next(it)
it = selfish()
try:
    for x in it:
        pass
except ValueError as e:
    print(type(e).__name__, e)
print(it.gi_running, it.gi_frame)

def counted(n):
    for i in range(n):
        yield i
c = counted(2)
for x in c:
    print(x, c.gi_running, c.gi_suspended)
print(c.gi_frame, c.gi_suspended)

def nest(n):
    if n == 0:
        raise KeyError("deep")
    for x in nest(n - 1):
        yield x
for x in nest(3):
    pass
