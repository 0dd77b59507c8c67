import itertools as it
c = it.count()
print(c, next(c), next(c), c)
print(it.count(5), it.count(5, 1), it.count(5, 2), it.count(1.5), it.count(1.5, 0.5), it.count(-3, -1))
print(it.count(True), next(it.count(True)), it.count(0, True), it.count(2**70), it.count(2**70, 2**65))
c = it.count(1.0, 0.25)
print([next(c) for _ in range(5)], c)
c = it.count(10, -3)
print([next(c) for _ in range(4)], c)
c = it.count(start=3, step=4)
print(next(c), c)
c = it.count(1 + 2j, 1j)
print(next(c), next(c), c)
class MyCount(it.count):
    pass
m = MyCount(7)
print(m, next(m), m)
r = it.repeat('a', 3)
print(r, list(r), r, r.__length_hint__())
print(it.repeat(None), it.repeat([1, 2], -5), it.repeat(object=3, times=2))
print(list(it.repeat(1, 0)), list(it.repeat(2, -1)))
r = it.repeat(5)
print([next(r) for _ in range(3)], r)
class R(it.repeat):
    pass
print(R(1, 2), list(R(1, 2)))
print(list(zip(it.count(), 'abc')))
