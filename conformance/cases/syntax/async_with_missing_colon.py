async def f():
    async with a
        pass
