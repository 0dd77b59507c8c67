# format() over 15 values × 63 specs and % over 17 conversions × 6 values, errors included
# (a '*' width/precision or a %c value past C's ranges is an OverflowError first).
vals = [0, 1, -42, 2**70, 3.14159, -0.0, 1e-7, 1e22, float('inf'), float('nan'), 1+2j, "ab", True, None, 12345.6789]
specs = ["", "5", "<5", ">8", "^9", "=+7", "+", "-", " ", "#x", "#o", "#b", "x", "X", "o", "b", "c", "d", "n", "e", ".3e", "E", "f", ".2f", "F", "g", ".3g", "G", "%", ".1%", ",", "_", ",.2f", "_x", "08.3f", "010", "#010x", "z.1f", "-^12,.3f", ".0f", ".0e", "#.0f", "#g", ".10g", "s", "10s", "<010", "0=10", "=", "+#x", "*^10", "\u00e9>5", ".2", ".0", "10.4", ",d", "_b", "#_b", "n,", ".3n", "+.3%"]
for v in vals:
    for s in specs:
        try: r = format(v, s)
        except Exception as e: r = type(e).__name__ + ": " + str(e)
        print(repr(v), repr(s), repr(r))
for s in ["%5d", "%-5s|", "%+.2f", "%x", "%#o", "%e", "%g", "%r", "%a", "%c", "%%", "%5.1s|", "%(a)s", "%*d", "%.*f", "%i", "%u"]:
    for v in [42, -3.5, "q", (1, 2), {"a": 7}, 2**70]:
        try: r = s % v
        except Exception as e: r = type(e).__name__ + ": " + str(e)
        print(repr(s), repr(v), repr(r))
