# coroutines driven by hand: await, custom awaitables, send/throw/close
class Pause:
    def __init__(self, v):
        self.v = v
    def __await__(self):
        got = yield self.v
        return (self.v, got)
async def child(n):
    r = await Pause(n)
    return r
async def parent():
    a = await child(1)
    b = await child(2)
    return [a, b]
c = parent()
print(type(c).__name__, c.__name__, c.__qualname__)
print(c.send(None))
print(c.send("x"))
try:
    c.send("y")
except StopIteration as e:
    print("result", e.value)
async def thrower():
    try:
        await Pause("wait")
    except ValueError as e:
        return "handled " + str(e)
c = thrower()
c.send(None)
try:
    c.throw(ValueError("boom"))
except StopIteration as e:
    print(e.value)
c = thrower()
c.send(None)
c.close()
print(c.cr_frame, c.cr_running)
class BadAwait:
    def __await__(self):
        return 5
async def uses_bad():
    await BadAwait()
try:
    uses_bad().send(None)
except TypeError as e:
    print(e)
async def awaits_int():
    await 3
try:
    awaits_int().send(None)
except TypeError as e:
    print(e)
async def simple():
    return 42
c = simple()
try:
    c.send(None)
except StopIteration as e:
    print(e.value)
try:
    c.send(None)
except RuntimeError as e:
    print(e)
async def reuse():
    s = simple()
    x = await s
    try:
        await s
    except RuntimeError as e:
        print("reuse:", e)
    return x
try:
    reuse().send(None)
except StopIteration as e:
    print(e.value)
print(hasattr(simple(), "__await__"), simple().__await__ is not None)
import sys
w = simple().__await__()
print(type(w).__name__)
try:
    next(w)
except StopIteration as e:
    print(e.value)
try:
    iter(simple())
except TypeError as e:
    print(e)
async def gen_in_coro():
    return [x async for x in agen()]
async def agen():
    yield 1
    yield 2
try:
    gen_in_coro().send(None)
except StopIteration as e:
    print(e.value)
