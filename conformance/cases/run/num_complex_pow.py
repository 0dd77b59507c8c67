# complex ** as CPython 3.14's _Py_c_pow computes it with its libm: |a| by the C library's hypot,
# len * exp(-arg(a) * b.imag), cos/sin of the phase (integer powers up to 100 by repeated
# products); complex abs() through hypot too. A pow() near a rounding midpoint can still differ in
# the last bit (3 of 4,005 random pairs: musl's pow is not always the nearest double).
from _case_lcg import LCG
rnd = LCG(12345)
for i in range(250):
    a = complex(rnd() * 6 - 3, rnd() * 6 - 3)
    b = complex(rnd() * 6 - 3, 0.0 if rnd() < 0.3 else rnd() * 6 - 3)
    try: r = a ** b
    except Exception as e: r = type(e).__name__
    print(r, abs(a))
print((-1) ** 1j, 2 ** 1j, 1j ** 2.5, (3+4j) ** 0.5, (1+1j) ** (2+3j), 0j ** 0, (1e300+1e300j) ** 0.5, (1+2j) ** 3, (1+2j) ** -2)
print(abs(3+4j), abs(3e-320+4e-320j), abs(complex(float('inf'), float('nan'))), abs(complex(float('nan'), 1)), abs(1e308+1e308j))
for f in [lambda: 0j ** -1, lambda: 0j ** 1j, lambda: abs(complex(1.5e308, 1.5e308)), lambda: (1e200+1e200j) ** 3.5, lambda: (2**70) ** (2**70)]:
    try: print(f())
    except (ZeroDivisionError, OverflowError, MemoryError) as e: print(type(e).__name__, repr(str(e)))
