# generator finalization: close on deallocation, finally blocks, exceptions during close reported
def counted(name):
    try:
        for i in range(3):
            yield i
    finally:
        print("finalized", name)
g = counted("a")
print(next(g))
del g
print("after del")
for v in counted("b"):
    if v == 1:
        break
print("after break")
def nested():
    yield from counted("inner")
n = nested()
next(n)
n.close()
print("closed nested")
def stop_in_finally():
    try:
        yield 1
    finally:
        print("finally in stop_in_finally")
s = stop_in_finally()
print(list(s))
gens = [counted(str(i)) for i in range(2)]
for x in gens:
    next(x)
gens.clear()
print("cleared")
