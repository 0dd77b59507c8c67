import asyncio

async def producer(q, n):
    for i in range(n):
        await q.put(i)
        await asyncio.sleep(0)
    await q.put(None)

async def consumer(q, results):
    while (item := await q.get()) is not None:
        results.append(item * item)
        q.task_done()

async def fetch(name, delay_steps):
    for _ in range(delay_steps):
        await asyncio.sleep(0)
    if name == "bad":
        raise ValueError(f"fetch {name} failed")
    return f"{name}:{delay_steps}"

async def main():
    q = asyncio.Queue(maxsize=2)
    results = []
    await asyncio.gather(producer(q, 6), consumer(q, results))
    print(results)
    print(await asyncio.gather(fetch("a", 3), fetch("b", 1), fetch("c", 2)))
    print(await asyncio.gather(fetch("x", 1), fetch("bad", 1), return_exceptions=True))
    try:
        await asyncio.wait_for(asyncio.sleep(10), timeout=0.01)
    except TimeoutError as e:
        print(type(e).__name__)
    async with asyncio.TaskGroup() as tg:
        t1 = tg.create_task(fetch("tg1", 2))
        t2 = tg.create_task(fetch("tg2", 1))
    print(t1.result(), t2.result())
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(fetch("bad", 1))
            tg.create_task(fetch("ok", 5))
    except* ValueError as eg:
        print("group:", [str(e) for e in eg.exceptions])
    lock = asyncio.Lock()
    order = []
    async def worker(n):
        async with lock:
            order.append(n)
            await asyncio.sleep(0)
            order.append(-n)
    await asyncio.gather(*(worker(i) for i in range(1, 4)))
    print(order)
    ev = asyncio.Event()
    async def waiter():
        await ev.wait()
        return "woken"
    t = asyncio.create_task(waiter())
    await asyncio.sleep(0)
    ev.set()
    print(await t, t.done())
    c = asyncio.create_task(asyncio.sleep(5))
    await asyncio.sleep(0)
    c.cancel()
    try:
        await c
    except asyncio.CancelledError:
        print("cancelled", c.cancelled())
    async def agen():
        for i in range(3):
            yield i
    print([x async for x in agen()])

asyncio.run(main())
