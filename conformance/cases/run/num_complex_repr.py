# complex repr/str: signed zeros, infinities, nans, integral parts
vals = [1j, -1j, 0j, -0j, 1 + 2j, 1 - 2j, -1 - 2j, 1.5 + 0j, complex(0.0, -0.0), complex(-0.0, 0.0), complex(-0.0, -0.0),
        complex(1e16, 1e-5), complex(float("inf"), float("nan")), complex(float("-inf"), -float("inf")),
        complex(float("nan"), 0), 2j * 1e300 * 1e10, complex(0.1, 0.2), complex(1, 0), 3 + 1e22j, complex(-2.5, 1 / 3)]
for v in vals:
    print(repr(v), str(v), end="; ")
print()
print([1j, 2 + 0j], (1 - 1j,), {1j: 2j}, f"{1j}", f"{-0j!r}", "%s %r" % (3j, -3j), str(complex(5)), repr(complex()))
z = 3 + 4j
print(z.real, z.imag, z.conjugate(), type(z.real).__name__, abs(z), -z, +z, (-z).conjugate(), complex.__name__)
print(complex(1, 2) == 1 + 2j, 1 + 0j == 1, 1 + 0j == 1.0, 1j == 1, (2 + 0j) != 2, 1j.__eq__("a"), hash(1 + 0j) == hash(1))
print(hash(0j), hash(complex(2, 0)) == hash(2.0), hash(complex(-1, 0)), bool(0j), bool(-0j), bool(1e-300j), bool(complex(0, 1)))
print(1j.real, 1j.imag, type(1j).__mro__, isinstance(1j, complex), complex.__base__)
try:
    z.real = 5
except AttributeError as e:
    print(e)
for op in [lambda: 1j < 2j, lambda: 1j > 1, lambda: 1j <= 1.5, lambda: int(1j), lambda: float(1j), lambda: round(1j),
           lambda: 1j // 1, lambda: 1j % 1, lambda: divmod(1j, 1), lambda: abs(complex(1e308, 1e308))]:
    try:
        print(op())
    except Exception as e:
        print(type(e).__name__, e)
