# Which str results are new objects: case mappings build a new string even for one character
# (only an empty result is the shared ''), while slicing, indexing, strip and chr give the cached
# one-character latin-1 strings; sys.getrefcount tells a fresh object from an immortal one.
import sys

A, a, empty = "A", "a", ""
for s in ["A", "a", "", "ab", "É", "ß", "ǅ", "1", " "]:
    for m in ("lower", "upper", "casefold", "title", "capitalize", "swapcase"):
        r = getattr(s, m)()
        print(repr(s), m, repr(r), r is s, r is a, r is A, r is empty, sys.getrefcount(r))
print("xa".strip("x") is a, "ab"[0] is a, chr(97) is a, "ba"[1:] is a, "a ".rstrip() is a, "-".join(["a"]) is a)
print(sys.getrefcount("xa".strip("x")), sys.getrefcount("A".lower()))
ab = "ab"
print(ab[:] is ab, ab[0:2] is ab, ab[::1] is ab, ab[1:] is "ab"[1:], "ab".replace("b", "") is a, "ab".replace("x", "y") is ab)
print(sys.getrefcount(str(1)), sys.getrefcount(repr(7)), str(1) is str(1), sys.getrefcount("ab".replace("b", "")))
class S(str):
    pass
t = S("ab")
print(type(t[:]).__name__, t[:] is t, type(t.replace("x", "y")).__name__, t.replace("x", "y") is t)
class T(str):
    pass
class Obj:
    def __str__(self):
        return T("sub")
r = str(Obj())
print(type(r).__name__, r, type(S(Obj())).__name__)
class Counted:
    def __str__(self):
        return "%s-%d" % ("counted", 12345)
r = str(Counted())
print(r, sys.getrefcount(r))
