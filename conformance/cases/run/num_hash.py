# numeric hashing: equal numbers hash equal across int/float/complex/bool; hash(-1) == -2
print(hash(0), hash(1), hash(-1), hash(-2), hash(100), hash(True), hash(False), hash(0.0), hash(-0.0), hash(1.0), hash(-1.0))
print(hash(float("inf")), hash(float("-inf")), hash(-1 + 0j), hash(0j), hash(5 + 0j), hash(2.0), hash(-7.0))
for x in [0.5, 1.5, -2.25, 1e300, 1e-300, 2.0 ** 100, 3.14, 5e-324, 1 / 3, 123456789.5]:
    r = x.as_integer_ratio()
    print(hash(x) == hash(x), hash(-x) == -hash(x), hash(complex(x, 0)) == hash(x), end="; ")
print()
for n in [2 ** 31 - 1, 2 ** 53, 2 ** 61 - 1, 2 ** 64, 10 ** 30, 2 ** 100]:
    print(hash(n) == hash(float(n)) if float(n) == n else "inexact", hash(-n) == -hash(n), hash(n) == hash(n + 0), end="; ")
print()
print(hash(2 ** 100) == hash(2.0 ** 100), hash(2 ** 1023) == hash(2.0 ** 1023), hash(-(2 ** 70)) == hash(-(2.0 ** 70)))
d = {1: "int", 1.0: "float", True: "bool", 1 + 0j: "complex"}
print(d, len({0, 0.0, -0.0, False, 0j}), {2 ** 80: 1}.get(2.0 ** 80), {0.5: 1}.get(0.5 + 0j), 1e300 in {10 ** 300}, 2 ** 1023 in {2.0 ** 1023})
s = set(range(-5, 5)) | {x / 2 for x in range(-10, 10, 2)} | {complex(x, 0) for x in range(3)}
print(sorted(s), len(s))
nan = float("nan")
print(nan in {nan}, float("nan") in {nan}, len({nan, nan, float("nan")}), hash(-1) == hash(-1.0) == hash(complex(-1, 0)))
class MyInt(int):
    pass
class MyFloat(float):
    pass
print(hash(MyInt(42)) == hash(42), hash(MyFloat(2.5)) == hash(2.5), hash(MyInt(-1)), {MyInt(3): 1}[3])
class H(int):
    def __hash__(self):
        return -1
print(hash(H(5)), H.__hash__(H(5)), int.__hash__(5), float.__hash__(3.0), complex.__hash__(4 + 0j))
class Big:
    def __hash__(self):
        return 2 ** 100
print(hash(Big()) == hash(2 ** 100))
