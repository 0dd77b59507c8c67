# math's integer functions: isqrt, comb, perm, factorial, gcd, lcm
import math
print([math.isqrt(n) for n in [0, 1, 2, 3, 4, 15, 16, 17, 99, 100, 10 ** 20, 10 ** 40 - 1, 2 ** 200]], math.isqrt(True))
print(math.factorial(0), math.factorial(1), math.factorial(20), math.factorial(30), len(str(math.factorial(500))))
print(math.comb(10, 3), math.comb(10, 0), math.comb(10, 10), math.comb(10, 11), math.comb(100, 50), math.comb(0, 0), math.comb(10 ** 20, 2))
print(math.perm(5), math.perm(5, 2), math.perm(5, 0), math.perm(5, 6), math.perm(20, 10), math.perm(10, None), math.perm(0))
print(math.gcd(), math.gcd(12), math.gcd(-12), math.gcd(12, 18), math.gcd(0, 0), math.gcd(0, -5), math.gcd(12, 18, 27), math.gcd(2 ** 100, 6 ** 50))
print(math.lcm(), math.lcm(4), math.lcm(-4), math.lcm(4, 6), math.lcm(4, 0), math.lcm(2, 3, 4, 5), math.lcm(-3, 4), math.lcm(10 ** 20, 15))
class I:
    def __index__(self):
        return 6
print(math.gcd(I(), 4), math.factorial(I()), math.comb(I(), 2), math.isqrt(I()), math.perm(I(), I()), math.lcm(True, I()))
for f in [lambda: math.isqrt(-1), lambda: math.isqrt(2.0), lambda: math.factorial(-1), lambda: math.factorial(2.0),
          lambda: math.factorial(5.5), lambda: math.comb(-1, 2), lambda: math.comb(5, -1), lambda: math.comb(5.0, 2),
          lambda: math.perm(-5, 2), lambda: math.perm(5, -2), lambda: math.perm(5, 2.0), lambda: math.gcd(1.5),
          lambda: math.gcd(4, "2"), lambda: math.lcm(2.0, 4), lambda: math.comb(5), lambda: math.perm(1, 2, 3),
          lambda: math.factorial(), lambda: math.factorial("5"), lambda: math.isqrt(), lambda: math.comb(10 ** 30, 10 ** 20)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
