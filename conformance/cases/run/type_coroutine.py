# coroutine objects driven by hand: cr_* attributes, send/throw/close, await protocol errors
import sys

class Future:
    def __init__(self, value):
        self.value = value
    def __await__(self):
        got = yield ("waiting for", self.value)
        return (self.value, got)

async def leaf(v):
    return await Future(v)

async def main():
    "main doc"
    a = await leaf(1)
    b = await leaf(2)
    return a, b

c = main()
print(type(c).__name__, c.__name__, c.__qualname__, c.cr_running, c.cr_suspended, c.cr_await, c.cr_origin)
print(c.cr_code is main.__code__, c.cr_frame is not None)
print(c.send(None))
print(type(c.cr_await).__name__, c.cr_suspended)
print(c.send("first"))
try:
    c.send("second")
except StopIteration as e:
    print("result", e.value)
print(c.cr_frame, c.cr_await)
try:
    c.send(None)
except RuntimeError as e:
    print(type(e).__name__, e)

c2 = main()
try:
    c2.send("x")
except TypeError as e:
    print(type(e).__name__, e)
c2.close()
try:
    iter(c2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    next(c2)
except TypeError as e:
    print(type(e).__name__, e)
aw = main().__await__()
print(type(aw).__name__, next(aw))
aw.close()

async def catcher():
    try:
        await Future("t")
    except KeyError as e:
        return "caught " + str(e)
c3 = catcher()
c3.send(None)
try:
    c3.throw(KeyError("boom"))
except StopIteration as e:
    print(e.value)

class BadAwait:
    def __await__(self):
        return 5
class NotAwaitable:
    pass
class GenAwait:
    def __await__(self):
        return iter([1, 2])
async def use(x):
    return await x
for obj in (BadAwait(), NotAwaitable(), GenAwait(), 3):
    co = use(obj)
    try:
        print(co.send(None))
        co.close()
    except TypeError as e:
        print(type(e).__name__, e)
async def double():
    inner = leaf(9)
    await inner
    await inner
d = double()
d.send(None)
try:
    d.send(0)
except RuntimeError as e:
    print(type(e).__name__, e)
async def raising():
    raise StopIteration("inside coroutine")
try:
    raising().send(None)
except RuntimeError as e:
    print(type(e).__name__, e)
def run(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value
print(run(main()))
run(use(NotAwaitable()))
