# a code object whose co_stacksize is far past what it needs still runs
f = lambda: None
f.__code__ = f.__code__.replace(co_stacksize=2**31 - 1)
print(f(), f.__code__.co_stacksize)
def g(a, b):
    return [a, b, a + b]
g.__code__ = g.__code__.replace(co_stacksize=10**6)
print(g(1, 2))
