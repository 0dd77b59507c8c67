# _sre's module-level API, the same in every 3.14 (no `re` needed): constants and case helpers
import _sre

print(_sre.MAGIC, _sre.CODESIZE, _sre.getcodesize(), _sre.MAXREPEAT in (2**31 - 1, 2**32 - 1))
print(_sre.copyright)
print([_sre.ascii_tolower(c) for c in (65, 90, 91, 97, 0xC9, 0x130, 0x212A)])
print([_sre.unicode_tolower(c) for c in (65, 0xC9, 0x130, 0x212A, 0x1E9E, 0x3A3, 0x10400, 0x1F600)])
print([_sre.ascii_iscased(c) for c in (64, 65, 90, 97, 122, 123, 0xC9, 0x212A)])
print([_sre.unicode_iscased(c) for c in (49, 65, 0xC9, 0xDF, 0x130, 0x131, 0x212A, 0x3C2, 0x1F600, 0x10428)])
# every code point below 0x3000 that the two case helpers treat specially
print(sum(1 for c in range(0x3000) if _sre.unicode_iscased(c)), sum(1 for c in range(0x3000) if _sre.unicode_tolower(c) != c))
print(sum(_sre.unicode_tolower(c) for c in range(0x10000, 0x11000)))
for bad in ("a", 2**40, None):
    try:
        _sre.ascii_tolower(bad)
    except Exception as e:
        print(type(e).__name__, e)
try:
    _sre.getcodesize(1)
except TypeError as e:
    print(e)
print(sorted(n for n in dir(_sre) if not n.startswith("__")))
