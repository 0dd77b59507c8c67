# async with and async for with custom protocol objects, errors
def run(aw):
    try:
        while True:
            aw.send(None)
    except StopIteration as e:
        return e.value
class ACM:
    def __init__(self, name, swallow=False):
        self.name = name
        self.swallow = swallow
    async def __aenter__(self):
        print("enter", self.name)
        return self.name.upper()
    async def __aexit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None, ev)
        return self.swallow
async def main():
    async with ACM("a") as x, ACM("b") as y:
        print("body", x, y)
    async with ACM("c", swallow=True):
        raise ValueError("swallowed")
    try:
        async with ACM("d"):
            raise KeyError("kept")
    except KeyError as e:
        print("propagated", e)
    return "done"
print(run(main()))
class NoAexit:
    async def __aenter__(self):
        return 1
async def bad():
    async with NoAexit():
        pass
try:
    run(bad())
except TypeError as e:
    print(e)
class SyncOnly:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        pass
async def bad2():
    async with SyncOnly():
        pass
try:
    run(bad2())
except TypeError as e:
    print(e)
def bad3():
    with ACM("z"):
        pass
try:
    bad3()
except TypeError as e:
    print(e)
class BadEnter:
    def __aenter__(self):
        return 5
    async def __aexit__(self, *a):
        pass
async def bad4():
    async with BadEnter():
        pass
try:
    run(bad4())
except TypeError as e:
    print(e)
async def exits_raise():
    class R:
        async def __aenter__(self):
            return self
        async def __aexit__(self, *a):
            raise RuntimeError("in aexit")
    async with R():
        raise ValueError("body")
try:
    run(exits_raise())
except RuntimeError as e:
    print(repr(e), repr(e.__context__))
