def counter(start=0):
    count = start
    def inc(by=1):
        nonlocal count
        count += by
        return count
    return inc

c = counter(10)
print(c(), c(5), c())
adders = [lambda x, i=i: x + i for i in range(4)]
print([f(10) for f in adders])
late = [lambda x: x + i for i in range(4)]
print([f(10) for f in late])
