# int(), float(), complex() and int(s, base) over 53 strings and 13 values; bytearray and other buffers
# parsed as their bytes (PyNumber_Long, PyFloat_FromString).
strs = ["0", "-0", "+1", " 12 ", "1_000", "1__0", "_1", "0x1f", "0o17", "0b101", "0X1F", "00", "09", "1e5", "1.5", "inf", "-inf", "nan", "NaN", "infinity", "-Infinity", "1e400", "-1e-400", ".5", "5.", ".", "e5", "1e", "1_0.5", "1.5_0", "0x1.8p1", "١٢٣", "１２", "\u00a012\u2003", "1+2j", "(1+2j)", "j", "-j", "1e5j", "nanj", "infj", " ( 1 - 2j ) ", "1-2J", "", " ", "abc", "0xg", "1 2", "--1", "+-1", "0_0", "1\x00"]
for s in strs:
    row = [repr(s)]
    for f in (int, float, complex):
        try: row.append(repr(f(s)))
        except Exception as e: row.append(type(e).__name__ + ": " + str(e))
    for base in (0, 2, 16, 36, 37, 1):
        try: row.append(repr(int(s, base)))
        except Exception as e: row.append(type(e).__name__ + ": " + str(e))
    print(" | ".join(row))
for v in [1.5, -2.5, 1e300, float('nan'), float('inf'), 2**1024, -2**1024, 10**400, True, "3", b"4", bytearray(b"5"), 3+0j]:
    row = [repr(v)[:30]]
    for f in (int, float, complex, round, abs, bool, hex if isinstance(v, int) else str):
        try: row.append(repr(f(v))[:40])
        except Exception as e: row.append(type(e).__name__ + ": " + str(e))
    print(" | ".join(row))
print(float.fromhex("0x1.fffffffffffffp1023"), float.fromhex("-0x1p-1074"), (1.5).as_integer_ratio(), (0.1).hex(), int.from_bytes(b"\xff\xff", "big", signed=True))
for s in ["0x1p1024", "0xg", "inf", "-0x0p0", " 0x1.8p1 "]:
    try: print(float.fromhex(s))
    except Exception as e: print(type(e).__name__, e)
for x in [bytearray(b"12"), bytearray(b" 1_0 "), bytearray(b"x"), memoryview(b"42"), memoryview(b"4.5"), bytearray(b"1e3"), memoryview(b"z")]:
    for f in (int, float, lambda s: int(s, 16), lambda s: int(s, 0)):
        try: print(repr(f(x)))
        except (TypeError, ValueError) as e: print(type(e).__name__, str(e).replace(hex(id(x)), "ADDR"))
