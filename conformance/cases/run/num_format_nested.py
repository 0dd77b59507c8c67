# f-string and str.format specs built from parts, numeric presentation corner cases
w, p = 12, 3
for v in [3.14159, -2.5, 1234567.891, 0.000012345, 1e300, -0.0]:
    print(f"[{v:{w}.{p}f}] [{v:<{w}.{p}e}] [{v:^{w}.{p}g}] [{v:+{w},.{p}f}] [{v:_>{w}.{p}%}] [{v:z{w}.1f}]")
for n in [0, 7, -7, 255, -65536, 10 ** 12]:
    print(f"[{n:{w}}] [{n:<{w}x}] [{n:#0{w}b}] [{n:+,}] [{n:_o}] [{n:#_x}] [{n: }] [{n:=+{w}}] [{n:n}] [{n:#X}]")
print("{0:{1}{2}}".format(42, ">", 6), "{:{}}".format(1.5, ".3"), "{:.{}f}".format(2 / 3, 4), "{0:{fill}{align}{width}}".format(5, fill="*", align="^", width=7))
print(format(1e16, ".16g"), format(1e16, ".17g"), format(123456789.0, ".9"), format(0.1, ".1"), format(100.0, ".2"), format(1e-5, ".3"))
print(format(2.5, ".0f"), format(3.5, ".0f"), format(0.5, ".0%"), format(1.005, ".2f"), format(1e22, "f"), format(1e-7, "f"))
print(format(float("inf"), "+.2%"), format(-0.0, "+g"), format(-0.0, "z+g"), format(0.0, "-g"), format(-1e-10, "z.3f"), format(-1e-10, "z.3e"))
print(format(12345.6789, "#.3g"), format(12345.6789, "#.8g"), format(5.0, "#g"), format(5.0, "#.0e"), format(5.0, "#.0f"), format(5.0, "#"))
print(format(True, "+d"), format(False, "#x"), format(3, ".2f"), format(-3, "e"), format(10 ** 20, "g"), format(2 ** 70, ".3e"), format(7, "%"))
print("%5.2f|%-8.3e|%+.0f|% d|%x|%o|%#o|%#X|%e" % (3.14159, 123456.789, 2.5, 42, 255, 8, 8, 255, 0.0))
print("%g %g %g %g %G %.3g %#.3g %.10g" % (1e-5, 123456, 1234567, 0.0001, 1e-20, 1.0, 1.0, 1 / 3))
print("%(a)d-%(b).2f-%(c)s" % {"a": 7, "b": 2.345, "c": 1e100}, "%s %r %a" % (1.0, 2.5, 1j))
print(f"{1_000_000:,}", f"{1234.5:_.2f}", f"{-1234.5:010,.1f}", f"{0.5:010.2%}", f"{-5:+05}", f"{5:=^+9}")
