# async generators: asend/athrow/aclose, __aiter__/__anext__, aiter/anext
def run(aw):
    try:
        while True:
            aw.send(None)
    except StopIteration as e:
        return e.value
async def ag(n):
    try:
        for i in range(n):
            got = yield i
            if got is not None:
                print("ag got", got)
    finally:
        print("ag finally")
a = ag(3)
print(type(a).__name__, a.__name__)
print(a.__aiter__() is a)
print(run(a.__anext__()))
print(run(a.asend("hello")))
try:
    print(run(a.athrow(ValueError("x"))))
except ValueError as e:
    print("athrow raised", e)
try:
    run(a.__anext__())
except StopAsyncIteration as e:
    print("stopped", repr(e))
async def collect():
    out = []
    async for v in ag(3):
        out.append(v)
    comp = [v * 2 async for v in ag(2)]
    it = aiter(ag(2))
    first = await anext(it)
    dflt = await anext(aiter(ag(0)), "dflt")
    return out, comp, first, dflt
print(run(collect()))
a = ag(5)
run(a.__anext__())
print(run(a.aclose()))
async def catches():
    try:
        yield 1
    except GeneratorExit:
        yield 2
a = catches()
run(a.__anext__())
try:
    run(a.aclose())
except RuntimeError as e:
    print(e)
async def raiser():
    yield 1
    raise StopAsyncIteration
a = raiser()
run(a.__anext__())
try:
    run(a.__anext__())
except RuntimeError as e:
    print(e)
try:
    anext(5)
except TypeError as e:
    print(e)
try:
    aiter(5)
except TypeError as e:
    print(e)
class AIt:
    def __init__(self):
        self.n = 0
    def __aiter__(self):
        return self
    async def __anext__(self):
        self.n += 1
        if self.n > 2:
            raise StopAsyncIteration
        return self.n
async def use_custom():
    return [x async for x in AIt()], {x: x async for x in AIt()}
print(run(use_custom()))
async def bad_for():
    async for x in [1, 2]:
        pass
try:
    run(bad_for())
except TypeError as e:
    print(e)
print(repr(ag(1))[:40].split(" at ")[0])
