# random.py over _random: seeded sequences of every method, state round trips, errors
import random, _random
for s in [0, 1, 42, -7, 2**32, 2**100 + 12345, "hello", b"bytes", bytearray(b"ba"), -0.0, True]:
    r = random.Random(s)
    print(repr(s), r.random(), r.getrandbits(5), r.getrandbits(70), r.randrange(1000), r.randint(-5, 5), r.choice("abcdef"))
    print(r.uniform(1, 2), r.gauss(0, 1), r.normalvariate(), r.expovariate(2), r.triangular(), r.betavariate(2, 3), r.gammavariate(0.5, 1), r.gammavariate(3, 2))
    print(r.lognormvariate(0, 1), r.vonmisesvariate(1, 2), r.paretovariate(3), r.weibullvariate(1, 2), r.binomialvariate(10, 0.3), r.binomialvariate(1000, 0.6))
    x = list(range(20)); r.shuffle(x); print(x, r.sample(range(100), 5), r.choices("abc", k=5), r.choices("abc", [1, 5, 2], k=4), r.randbytes(7))
random.seed(12345)
print(random.random(), random.getrandbits(200), random.sample(["a", "b", "c", "d"], 2))
st = random.getstate()
a = [random.random() for _ in range(3)]
random.setstate(st)
print(a == [random.random() for _ in range(3)], len(st[1]), st[0], st[2])
r = _random.Random(5); print(r.random(), r.getrandbits(0), r.getrandbits(32), r.getrandbits(33))
for bad in [lambda: r.getrandbits(-1), lambda: r.setstate(1), lambda: r.setstate((1,)), lambda: r.setstate(tuple([0]*624 + [625])),
            lambda: _random.Random(x=1), lambda: random.Random([1]), lambda: r.getrandbits(1.5),
            lambda: r.seed(1, 2), lambda: r.setstate(tuple([-1]*625)), lambda: r.setstate(tuple(["a"]*625))]:
    try: bad()
    except Exception as e: print(type(e).__name__, e)
class Sub(_random.Random):
    def __init__(self, a, b=2): super().__init__(a)
print(Sub(3, b=4).random(), type(_random.Random()).__name__, _random.Random.__module__)
sr = random.SystemRandom(); print(type(sr.random()), len(sr.randbytes(4)))
r2 = random.Random(); r2.seed(); print(0 <= r2.random() < 1)
print(random.Random(7).binomialvariate(5, 0.5), random.Random(8).getrandbits(1000) % 1000003)

r = _random.Random(5)
for k in [2**64, "a", 1.5]:
    try: r.getrandbits(k)
    except Exception as e: print(type(e).__name__, e)
for bad in [lambda: r.setstate(tuple([2**64]*625)), lambda: r.setstate(tuple([0]*624+[2**64])), lambda: r.setstate(tuple([1.0]*625)), lambda: r.random(1), lambda: r.seed(1,2), lambda: r.setstate(), lambda: r.getrandbits()]:
    try: bad()
    except Exception as e: print(type(e).__name__, e)
