import random

random.seed(12345)
print([random.random() for _ in range(3)])
print([random.randint(1, 6) for _ in range(10)])
print(random.randrange(0, 100, 5), random.randrange(10), random.getrandbits(40))
deck = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK"]
random.shuffle(deck)
print(deck[:8])
print(random.choice(deck), random.sample(range(100), 5))
print(random.choices("abc", weights=[10, 1, 1], k=10))
print(random.choices(range(5), cum_weights=[1, 2, 3, 4, 5], k=5))
print(round(random.uniform(1.0, 2.0), 12), round(random.gauss(0, 1), 12), round(random.normalvariate(5, 2), 12))
print(round(random.expovariate(1.5), 12), round(random.triangular(0, 10, 3), 12), round(random.betavariate(2, 3), 12))
print(round(random.gammavariate(2.0, 1.0), 12), round(random.lognormvariate(0, 0.5), 12), round(random.vonmisesvariate(1, 2), 12))
print(round(random.paretovariate(3), 12), round(random.weibullvariate(1, 2), 12))
print(random.binomialvariate(20, 0.3), random.randbytes(6).hex())

r1 = random.Random(7)
r2 = random.Random(7)
print([r1.random() for _ in range(2)] == [r2.random() for _ in range(2)])
state = r1.getstate()
a = [r1.randint(0, 1000) for _ in range(5)]
r1.setstate(state)
b = [r1.randint(0, 1000) for _ in range(5)]
print(a, a == b)
r3 = random.Random("a string seed")
print(r3.randint(0, 10**9), random.Random(b"bytes").random(), random.Random(2**100).random())

def monte_carlo_pi(n, rng):
    inside = sum(1 for _ in range(n) if rng.random() ** 2 + rng.random() ** 2 <= 1)
    return 4 * inside / n
print(monte_carlo_pi(20000, random.Random(42)))

for call in [lambda: random.choice([]), lambda: random.randrange(5, 5), lambda: random.sample([1, 2], 3),
             lambda: random.randint(3, 1), lambda: random.choices("ab", weights=[1], k=2)]:
    try:
        call()
    except (IndexError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
