# asyncio.run: an event loop (selectors over select.poll and a socketpair), tasks, sleeps and async
# generators under its asyncgen hooks. Native CPython is the reference (the oracle's pyodide runs
# asyncio on its own web loop, which cannot block in run_until_complete).
import sys
import asyncio
if sys.platform == "emscripten":
    # the oracle: no loop that blocks, so nothing runs (and no coroutine is left unawaited)
    print("no blocking event loop on", sys.platform)
    raise SystemExit
async def ticker(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i
async def main():
    out = [i async for i in ticker(3)]
    t = ticker(5)
    first = await t.__anext__()
    return out, first
print(asyncio.run(main()))
print(sys.get_asyncgen_hooks())

async def echo(reader, writer):
    data = await reader.readline()
    writer.write(data.upper())
    await writer.drain()
    writer.close()
    await writer.wait_closed()

async def streams():
    server = await asyncio.start_server(echo, "127.0.0.1", 0)
    host, port = server.sockets[0].getsockname()
    reader, writer = await asyncio.open_connection(host, port)
    writer.write(b"hello over tcp\n")
    line = await reader.readline()
    writer.close()
    await writer.wait_closed()
    server.close()
    await server.wait_closed()
    results = await asyncio.gather(asyncio.sleep(0.01, "slept"), asyncio.sleep(0, "now"))
    try:
        await asyncio.wait_for(asyncio.sleep(10), 0.01)
    except TimeoutError as e:
        results.append(type(e).__name__)
    return line, results
print(asyncio.run(streams()))
