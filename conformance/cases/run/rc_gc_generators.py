# Generators and coroutines in reference cycles: the collector finalizes (closes) them first
import gc

gc.collect()

class D:
    def __init__(self, name):
        self.name = name
    def __del__(self):
        print("del", self.name)

def gen(name):
    d = D(name)
    try:
        x = yield 1
        yield 2
    finally:
        print("finally", name)

# a suspended generator holding itself: gc closes it, which breaks the cycle
g = gen("self")
next(g)
g.send(g)
del g
print("collected", gc.collect())

# the same through a list
def gen2():
    box = []
    d = D("boxed")
    box.append((yield))
    yield box
g = gen2()
next(g)
g.send(g)
del g
print("collected", gc.collect())

# a generator that was never started: nothing to close, the cycle is collected as it is
def gen3(x):
    yield x
holder = []
g = gen3(holder)
holder.append(g)
del g, holder
print("collected", gc.collect())

# an exhausted generator in a cycle
g = gen3(None)
list(g)
lst = [g]
lst.append(lst)
del g, lst
print("collected", gc.collect())

# a generator whose finally block resurrects an object
saved = []
def gen4():
    d = D("resurrected")
    me = yield
    try:
        yield
    finally:
        saved.append(d)
g = gen4()
next(g)
g.send(g)
del g
print("collected", gc.collect(), len(saved))
saved.clear()
print("cleared")

# a generator referenced from an instance it holds
class Holder:
    def __init__(self):
        self.it = self.run()
        next(self.it)
    def run(self):
        d = D("holder")
        yield
        yield
h = Holder()
del h
print("collected", gc.collect())

# gi_frame outlives its generator
g = gen("frame")
next(g)
fr = g.gi_frame
print(fr.f_code.co_name, fr.f_lineno, fr.f_back)
del g
print("deleted", fr.f_generator)
del fr
print("collected", gc.collect())

# coroutines
async def coro(name):
    d = D(name)
    return 1
c = coro("coro")
cycle = [c]
cycle.append(cycle)
c.close()
del c, cycle
print("collected", gc.collect())
