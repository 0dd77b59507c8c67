# uncaught exception from a coroutine chain driven by send()
class Tick:
    def __await__(self):
        yield "tick"
async def leaf(n):
    await Tick()
    return 100 // n
async def middle(n):
    return await leaf(n) + 1
async def top():
    values = []
    for n in (5, 0):
        values.append(await middle(n))
    return values
c = top()
while True:
    print(c.send(None))
