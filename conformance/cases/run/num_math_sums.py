# math.fsum (exact), prod, sumprod
import math
print(math.fsum([0.1] * 10), math.fsum([1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50]), math.fsum([]), math.fsum([-0.0]))
print(math.fsum([1, 2, 3]), math.fsum(range(10)), math.fsum([2.0 ** 53, 1.0, 1.0]))
print(math.fsum([1.0, 1e-16, 1e-16]), math.fsum((x / 10 for x in range(1, 11))), math.fsum([0.3, -0.1, -0.2]))
print(math.fsum([math.inf, 1.0]), math.fsum([-math.inf, -1.0]), math.fsum([math.nan, 1.0]), math.fsum([1.7976931348623157e308, 9.979201547673598e291]))
for bad in [[math.inf, -math.inf], [1e308, 1e308], [1e308] * 2 + [-1e308], ["a"], 5, [1j]]:
    try:
        print(math.fsum(bad))
    except Exception as e:
        print(type(e).__name__, e)
print(math.prod([]), math.prod([1, 2, 3, 4]), math.prod(range(1, 21)), math.prod([2.5, 4]), math.prod([1, 2], start=10))
print(math.prod([[1]], start=3) if False else 0, math.prod(["a"], start=1) if False else 0, math.prod([2, 3], start=1.5), math.prod([1j, 1j]))
print(math.prod(["ab", 3], start=1) if False else math.prod([3], start="ab"), math.prod([], start="x"))
for f in [lambda: math.prod(5), lambda: math.prod([1, "a"]), lambda: math.prod([1], 2), lambda: math.prod(),
          lambda: math.sumprod([1, 2], [3]), lambda: math.sumprod(1, 2), lambda: math.sumprod([1], ["a"])]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print(math.sumprod([1, 2, 3], [4, 5, 6]), math.sumprod([], []), math.sumprod([1.5, 2], [2, 0.25]), math.sumprod([10 ** 20, 1], [10 ** 20, 2]))
print(math.sumprod([0.1] * 10, [1.0] * 10), math.sumprod([1e10, 1, -1e10], [1, 1, 1]), math.sumprod([2j], [3]), math.sumprod([True], [True]))
print(math.sumprod([1, 2.5], [3, 4]), math.sumprod((x for x in [1, 2]), iter([3, 4])), math.sumprod(["a"], [2]))
