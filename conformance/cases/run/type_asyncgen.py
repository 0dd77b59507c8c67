# async generator objects driven by hand: ag_* attributes, asend/athrow/aclose, their errors
def run(aw):
    try:
        while True:
            aw.send(None)
    except StopIteration as e:
        return e.value

async def agen(n):
    "agen doc"
    try:
        for i in range(n):
            got = yield i
            if got is not None:
                print("got", got)
    finally:
        print("agen finally")

a = agen(3)
print(type(a).__name__, a.__name__, a.__qualname__, a.ag_running, a.ag_await, a.ag_code is agen.__code__)
print(a.__aiter__() is a, type(a.__anext__()).__name__, a.ag_frame is not None)
print(run(a.__anext__()), run(a.asend("hello")))
print(type(a.asend(None)).__name__, type(a.athrow(ValueError)).__name__, type(a.aclose()).__name__)
try:
    run(a.athrow(ValueError("thrown in")))
except ValueError as e:
    print(type(e).__name__, e)
try:
    run(a.__anext__())
except StopAsyncIteration as e:
    print(type(e).__name__, repr(e))
print(a.ag_frame, run(a.aclose()))

async def collect(n):
    return [x async for x in agen(n)]
print(run(collect(2)))

async def ignores_exit():
    try:
        yield 1
    except GeneratorExit:
        yield 2
b = ignores_exit()
run(b.__anext__())
try:
    run(b.aclose())
except RuntimeError as e:
    print(type(e).__name__, e)

async def stopper():
    yield 1
    raise StopAsyncIteration
s = stopper()
run(s.__anext__())
try:
    run(s.__anext__())
except RuntimeError as e:
    print(type(e).__name__, e)

c = agen(2)
nxt = c.__anext__()
print(nxt.send(None) if False else "not started")
try:
    nxt.send("not none")
except TypeError as e:
    print(type(e).__name__, e)
nxt.close()
try:
    nxt.send(None)
except RuntimeError as e:
    print(type(e).__name__, e)
c2 = agen(1)
try:
    run(c2.asend("first"))
except TypeError as e:
    print(type(e).__name__, e)
run(c2.aclose())
print(run(agen(0).aclose()))
try:
    run(agen(1).athrow(KeyError("before start")))
except KeyError as e:
    print("athrow before start:", e)
async def bad_iter():
    async for x in [1, 2]:
        pass
try:
    run(bad_iter())
except TypeError as e:
    print(type(e).__name__, e)
class NoAnext:
    def __aiter__(self):
        return self
async def bad_anext():
    async for x in NoAnext():
        pass
run(bad_anext())
