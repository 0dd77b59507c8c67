rows = [("Widget", 4, 3.5), ("Gadget (large)", 12, 12.25), ("Thing", 1, 1000.0), ("Doohickey", 250, 0.075)]
total = sum(q * p for _, q, p in rows)
w = max(len(r[0]) for r in rows)
print(f"{'Item':<{w}} {'Qty':>5} {'Price':>10} {'Amount':>12}")
print("-" * (w + 30))
for name, qty, price in rows:
    print(f"{name:<{w}} {qty:>5d} {price:>10,.3f} {qty * price:>12,.2f}")
print(f"{'Total':<{w}} {'':>5} {'':>10} {total:>12,.2f}")
print(f"{total:e} {total:.3g} {total:_.1f} {int(total):#b} {int(total):o} {int(total):X} {0.5:.0%} {-3:+d} {3: d}")
print(f"{'center':^20}|{'right':*>10}|{'left':-<10}|{'=':=^5}|{42:=+8}|{-42:08}")
x, name = 3.14159, "pi"
print(f"{x=}", f"{x = :.2f}", f"{name!r:>6}", f"{name!s}", f"{name!a}", f"{'caf\u00e9'!a}")
print("%s has %d items costing %.2f (%5.1f%%) %r %x %o %e %c" % ("cart", 3, 9.5, 12.345, "s", 255, 8, 1234.5, 65))
print("%(name)s is %(age)03d" % {"name": "ann", "age": 7}, "%-6s|%6s|" % ("ab", "cd"), "%*d" % (5, 42), "%.*f" % (2, 1.23456))
print(format(1234567.891, ",.2f"), format(0.000012345, ".3e"), format(12, "08b"), format("txt", "^9"), format(True, "d"))
print("{:>{width}.{prec}f}".format(3.14159, width=10, prec=3), "{0}{1}{0}".format("ab", "cd"), "{!r}".format("q"))
print("{:,}".format(10**12), "{:_x}".format(2**32), "{:.2%}".format(1 / 3), "{:g}".format(1e-5), "{:g}".format(123456789.0))
print(f"{float('inf'):f} {float('nan'):>6} {-0.0:+.1f} {1e16:.0f} {2.5:.0f} {3.5:.0f} {1.005:.2f}")
print(f"{12345.6789:10.2f}|{12345.6789:<10.1f}|{12345.6789:^12.3e}|{-1.5:>8}|{1+2j:.1f}")
for bad in ["{:d}".format, "{:,s}".format, "{:=s}".format]:
    try:
        bad("x")
    except ValueError as e:
        print(type(e).__name__, e)
for spec, val in [(".2f", "s"), ("x", 1.5), ("c", -1)]:
    try:
        format(val, spec)
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    "%d" % "x"
except TypeError as e:
    print(type(e).__name__, e)
try:
    "%s %s" % ("only",)
except TypeError as e:
    print(type(e).__name__, e)
