# uncaught exception through generators and yield from
def leaf(n):
    for i in range(n):
        yield 10 // (2 - i)
def middle():
    yield from leaf(5)
def consume():
    return [x for x in middle()]
print(list(leaf(2)))
consume()
