import types

@types.coroutine
def pause(label):
    received = yield label
    return received

async def worker(name, n):
    total = 0
    for i in range(n):
        total += await pause(f"{name}:{i}")
    return name, total

def run_all(*coros):
    """A tiny round-robin scheduler: sends each coroutine its step number until it finishes."""
    results, pending, step = {}, list(coros), 0
    while pending:
        for c in list(pending):
            try:
                label = c.send(None if step == 0 else step)
                print("yielded", label)
            except StopIteration as e:
                results[e.value[0]] = e.value[1]
                pending.remove(c)
        step += 1
    return results

print(run_all(worker("a", 2), worker("b", 3)))

async def agen():
    for i in range(3):
        yield i * i

async def collect():
    return [x async for x in agen()]

c = collect()
try:
    c.send(None)
except StopIteration as e:
    print("async gen values:", e.value)
