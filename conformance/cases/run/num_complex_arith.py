# complex arithmetic and mixed int/float operands
a, b = 3 + 4j, 1 - 2j
print(a + b, a - b, a * b, a / b, b / a, a + 1, 1 + a, a - 1.5, 1.5 - a, a * 2, 2 * a, a / 2, 2 / a, True + a)
print(a * 1j, 1j * 1j, (1 + 1j) ** 2, (1 + 1j) ** 8, (1 + 1j) ** -1, (2 + 0j) ** 0.5, 1j ** 0, 0j ** 0, 1j ** 2)
print(complex(1e308, 1e308) / complex(1e308, 1e308), complex(1, 1) / complex(1e-310, 1e-310), (1 + 2j) / (3 - 0j))
print(1j / 1e-320, 5 / 1j, 1 / (0 + 1j), -1j * -1j, (1 + 2j) * (1 - 2j), abs(3j), abs(-5 + 0j), abs(complex(0.0, -0.0)))
print((1e300 + 1e300j) * 1e10, complex(float("inf"), 1) * 2, complex(1, float("inf")) * 0j, complex(float("nan"), 1) + 1)
x = 1 + 1j
x += 1; x *= 2j; x -= 1.5; x /= 2; x **= 2
print(x, x == complex(x.real, x.imag), x.conjugate().conjugate() == x)
for f in [lambda: a / 0, lambda: a / 0j, lambda: a / 0.0, lambda: 1 / 0j, lambda: 0j ** -1, lambda: 0j ** (1 + 1j),
          lambda: 0j ** 1j, lambda: a + "s", lambda: a ** "s", lambda: pow(a, 2, 3), lambda: a @ a, lambda: a % 2,
          lambda: (1e200 + 1e200j) ** 50, lambda: 10j ** 1000, lambda: a < b]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print(complex.__add__(a, 1), complex.__radd__(a, 1), complex.__mul__(a, "x"), complex.__truediv__(a, 2), a.__neg__(), a.__abs__())
print(complex.__pow__(a, 2), complex.__rpow__(a, 2), complex.__rsub__(a, 1), complex.__rtruediv__(a, 1), complex.__eq__(a, a))
