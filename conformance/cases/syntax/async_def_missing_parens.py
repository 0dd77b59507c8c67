async def f:
    pass
