# "coroutine ... was never awaited" RuntimeWarning at deallocation
async def work():
    return 1
c = work()
del c
print("after del")
def f():
    work()
f()
print("end")
