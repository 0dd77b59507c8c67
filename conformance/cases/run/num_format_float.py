# format() mini-language for float: e, f, g, %, n, none; precision, sign, z, grouping, specials
vals = [0.0, -0.0, 1.0, 1.5, -2.25, 0.1, 1 / 3, 12345.6789, 1e16, 1.5e-7, 123456789.125, 1e100, 5e-324, 0.5, 2.5, 1e21]
for spec in ["", ".3", ".0", "e", ".2e", "E", "f", ".2f", ".0f", "F", "g", ".3g", ".10g", "G", "%", ".1%", "n", "#g",
             "#.0f", "#.0e", "+.2f", " .2f", "z.1f", "z", ",.2f", "_.2f", "015.3f", "<12.3", "^12g", "=+12.2f", "#"]:
    print(repr(spec), [format(v, spec) for v in vals])
inf, nan = float("inf"), float("nan")
for spec in ["", "f", ".2e", "g", "%", "+", "010", "<8", "=+9", "#x" if False else "#g", "z", "F", "E", "010,"]:
    print(repr(spec), format(inf, spec), format(-inf, spec), format(nan, spec), format(-nan, spec))
print(f"{2.5:.0f} {3.5:.0f} {0.125:.2f} {0.375:.2f} {2.675:.2f} {1.0005:.3f} {-0.0001:.2f} {-0.0001:z.2f} {0.5:.0%}")
print(f"{1e-5:g} {1e-4:g} {123456:g} {1234567:g} {1e16:.17g} {0.1:.17g} {0.1:.30f} {5e-324:.3e} {1.7976931348623157e308:.0f}")
print(f"{9.999999:.6g} {9.9999999:.6g} {0.00009999995:.6g} {99999.95:.6g} {999999.5:.6g} {1e-4:.0e} {9.5:.0e} {8.5:.0e}")
print(f"{12.5:.1g} {13.5:.1g} {0.0:.3g} {0.0:#.3g} {-0.0:g} {100.0:.2g} {100.0:#.2g} {1.0:.0g} {123.0:#}")
print(f"{1234567.891:,} {1234567.891:_} {1234567.891:,.1f} {0.001234:,g} {1e20:,} {1e20:,g} {12345.6:,e}")
for spec in [",.2", "c", "d", "x", "b", "o", "+,=", "z,c", ".2n,", "_n", "=^"]:
    try:
        print(repr(spec), format(1.5, spec))
    except ValueError as e:
        print(repr(spec), "ValueError", e)
print("%.3f %e %g %G %10.2f|%-8.1e|%+g|% g|%#g|%#.0f|%.0e|%%" % (1.5, 12345.6789, 1e-5, 1e20, 3.14159, 0.000123, 2.0, 3.0, 1.0, 2.0, 5e10))
print("%f %g %e %F %r %s" % (inf, -inf, nan, inf, 1e16, 1e16), "%.2f" % 2.675, "%5.1f|%-7.2f|%07.2f" % (1.25, -1.5, -2.5))
