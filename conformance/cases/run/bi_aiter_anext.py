# aiter() and anext() driven by a tiny coroutine runner (no asyncio)
class AIt:
    def __init__(self, n):
        self.i = 0
        self.n = n
    def __aiter__(self):
        return self
    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        return self.i
def run(coro):
    try:
        coro.send(None)
    except StopIteration as e:
        return e.value
    raise RuntimeError('coroutine suspended')
async def main():
    it = aiter(AIt(2))
    print(type(it).__name__, await anext(it), await anext(it), await anext(it, 'default'))
    try:
        await anext(it)
    except StopAsyncIteration:
        print('StopAsyncIteration')
    async def agen():
        yield 'g1'
        yield 'g2'
    g = agen()
    print(aiter(g) is g, await anext(g), await anext(g), await anext(g, 'gdone'))
    out = [x async for x in AIt(3)]
    print(out)
    for bad in [lambda: aiter(1), lambda: anext(1), lambda: aiter(), lambda: anext(), lambda: anext(AIt(1), 1, 2)]:
        try:
            print(bad())
        except TypeError as e:
            print(type(e).__name__, e)
    class BadAIter:
        def __aiter__(self):
            return 5
    try:
        aiter(BadAIter())
    except TypeError as e:
        print(e)
    return 'main done'
print(run(main()))
