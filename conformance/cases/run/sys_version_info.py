# sys.version_info and the other struct sequences: indexing, slicing, comparison, fields, errors
import sys
vi = sys.version_info
print(vi)
print(vi[0], vi[1], vi[-1], vi[:2], vi[3:], len(vi), list(vi))
print(vi.major, vi.minor, vi.micro, vi.releaselevel, vi.serial)
print(vi >= (3, 14), vi < (3, 15), vi == (3, 14, 2, "final", 0), vi != (3, 14), (3, 13) < vi)
print(vi[:2] == (3, 14), tuple(vi) == vi, vi + (1,), vi * 0, 3 in vi, "final" in vi, vi.index(14), vi.count(3))
print(isinstance(vi, tuple), type(vi).__name__, type(vi).__module__, type(vi).__qualname__)
print(type(vi).n_sequence_fields, type(vi).n_fields, type(vi).n_unnamed_fields, type(vi).__match_args__)
print(hash(vi) == hash(tuple(vi)), {vi: 1}[(3, 14, 2, "final", 0)])
major, minor, *rest = vi
print(major, minor, rest)
print("%d.%d.%d" % vi[:3], "{0.major}.{0.minor}".format(vi), f"{vi.releaselevel!r}")
match vi:
    case (3, 14, micro, level, _):
        print("matched", micro, level)
VersionInfo = type(vi)
match vi:
    case VersionInfo(major=3, minor=m):
        print("by keyword", m)
print(sys.hexversion >> 24, (sys.hexversion >> 16) & 0xFF, (sys.hexversion >> 8) & 0xFF, hex(sys.hexversion & 0xF0))
print(sys.version.startswith("3.14.2 "), sys.version[:4], type(sys.api_version).__name__)
print(sys.implementation.version == vi, sys.implementation.hexversion == sys.hexversion, type(sys.implementation).__name__)
for attr in ("major", "serial"):
    try:
        setattr(vi, attr, 4)
    except AttributeError as e:
        print("AttributeError", e)
try:
    vi.extra = 1
except AttributeError as e:
    print("AttributeError", "'extra'" in str(e))
try:
    type(vi)((3, 14, 0, "final", 0))
except TypeError as e:
    print("TypeError", e)
try:
    vi[5]
except IndexError as e:
    print("IndexError", e)
try:
    class Sub(type(vi)):
        pass
except TypeError as e:
    print("TypeError", e)
red = vi.__reduce__()
print(red[0] is type(vi), red[1])
fi = sys.float_info
print(type(fi).__name__, len(fi), fi.max == 1.7976931348623157e+308, fi.dig, fi.mant_dig, fi.epsilon, fi.radix, fi.rounds)
print(fi.min, fi.max_exp, fi.min_exp, fi.max_10_exp, fi.min_10_exp, fi[0] == fi.max)
ii = sys.int_info
print(ii, tuple(ii))
print(type(sys.hash_info).__name__, sys.hash_info.inf, sys.hash_info.nan, sys.hash_info.imag, type(sys.hash_info.algorithm).__name__, sys.hash_info.cutoff)
print(type(sys.hash_info).n_fields, sys.float_repr_style, sys.maxunicode)
