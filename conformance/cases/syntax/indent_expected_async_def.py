async def f():
return 1
