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
