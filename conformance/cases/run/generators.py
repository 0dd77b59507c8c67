# generators: yield, send, yield from, generator expressions, StopIteration
def count(n):
    i = 0
    while i < n:
        yield i
        i += 1
    return "done"

print(list(count(5)))
g = count(2)
print(next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print("stop", e.value)

def echo():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x
e = echo()
next(e)
print(e.send(5), e.send(10))

def chain(*its):
    for it in its:
        r = yield from it
    return r

print(list(chain([1, 2], (3,), count(2))))
print(sum(x * x for x in range(10)))
squares = (i * i for i in range(4))
print(list(squares), list(squares))

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
f = fib()
print([next(f) for _ in range(10)])

def closing():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
c = closing()
print(next(c))
c.close()
print(dict(zip("abc", count(3))))
