# comparison, slicing with steps, iteration, membership, ord/chr, hashing of equal strings
s = "héllo😀wörld"
print(len(s), s[0], s[-1], s[5], s[6], s[:5], s[5:7], s[::2], s[::-1], s[-3::-2], s[1:-1:3], s[100:], s[-100:2], s[::100], s[5:5])
print(list("a😀b"), [c for c in "xyz"], tuple("é"), list(reversed("ab😀")), sorted("bca"), max("abc"), min("😀a"))
print("a" < "b", "a" < "ab", "B" < "a", "" < "a", "é" > "z", "😀" > "\uffff", "\ue000" < "😀", "abc" == "abc", "abc" != "abd", "a" <= "a", "b" >= "c")
print(sorted(["b", "A", "a", "😀", "\uffff", "é", "ab", ""]))
print(ord("a"), ord("é"), ord("😀"), ord("\uffff"), chr(97), chr(0x1F600), chr(0), repr(chr(0xd800)), chr(0x10FFFF) == "\U0010ffff")
print("abc".__len__(), "abc".__getitem__(1), "abc".__contains__("b"), "ab".__add__("c"), "ab".__mul__(2), "ab".__rmul__(2), "a".__eq__(1), "a".__lt__("b"))
it = iter("ab")
print(type(it).__name__, type(iter("é")).__name__, next(it), next(it), next(it, "done"))
print(hash("abc") == hash("ab" + "c"), {"a": 1}["a"], "x" in {"x", "y"})
print("abc"[True], "abc"[-3], str.__name__, type("") is str, isinstance("a", str), "abc".__class__.__name__)
abc = "abc"
for call in [lambda: abc[3], lambda: abc[-4], lambda: abc["x"], lambda: abc[1.5], lambda: abc[::0], lambda: "a" < 1, lambda: "a" >= None,
             lambda: ord("ab"), lambda: ord(""), lambda: ord(1), lambda: chr(-1), lambda: chr(0x110000), lambda: chr("a"), lambda: chr(1.5),
             lambda: abc[None], lambda: abc[1:2:0]]:
    try:
        print(repr(call()))
    except Exception as e:
        print(type(e).__name__, e)
x = "abc"
try:
    x[0] = "z"
except TypeError as e:
    print(type(e).__name__, e)
try:
    del x[0]
except TypeError as e:
    print(type(e).__name__, e)
