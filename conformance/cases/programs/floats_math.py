import math
vals = [0.1 + 0.2, 1 / 3, 2 ** 0.5, math.pi, 1e22, 1e-5, -0.0, float("inf")]
for v in vals:
    print(repr(v), str(v), f"{v:g}")
print(round(2.675, 2), round(0.5), round(1.5), math.floor(-2.5), math.ceil(2.1))
print(math.sqrt(2), math.hypot(3, 4), math.log(100, 10), math.exp(1))
print(7 / 2, 7 // 2, -7 // 2, 7 % -3, float("nan") == float("nan"))
