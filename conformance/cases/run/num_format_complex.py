# format() for complex numbers
vals = [1 + 2j, -1.5 - 0.25j, 1j, -0j, complex(0.0, -0.0), 3 + 0j, complex(1e16, 1e-10), complex(float("inf"), float("nan"))]
for spec in ["", ".2f", "e", ".3e", "g", ".3g", "+", "+.1f", "20", "<25", "^30.2f", "*>22", "z.1f", "F", "G", "n", ",.2f", "_g", " "]:
    try:
        print(repr(spec), [format(v, spec) for v in vals])
    except ValueError as e:
        print(repr(spec), "ValueError", e)
for spec in ["%", "d", "=10", "010", "x", "c", "#", "#.2f"]:
    try:
        print(repr(spec), format(1 + 2j, spec))
    except ValueError as e:
        print(repr(spec), "ValueError", e)
print(f"{3 + 4j:.2f}", f"{-1j:10}|", f"{1 + 1j!r:>12}", "{:.1e}".format(1e10j), str(1 + 2j).center(12, "."))
try:
    print("%f" % (1 + 2j))
except TypeError as e:
    print(e)
