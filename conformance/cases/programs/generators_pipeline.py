def numbers(n):
    for i in range(n):
        yield i

def squares(it):
    for x in it:
        yield x * x

def evens(it):
    yield from (x for x in it if x % 2 == 0)

print(list(evens(squares(numbers(15)))))
g = numbers(3)
print(next(g), next(g), next(g), next(g, "done"))

def echo():
    received = yield "ready"
    while True:
        received = yield f"got {received}"

e = echo()
print(next(e), e.send(1), e.send("two"))
e.close()
