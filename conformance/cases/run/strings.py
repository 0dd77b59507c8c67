# str methods, slicing, formatting, comparisons
s = "The quick brown fox"
print(s.lower(), s.title(), s.swapcase(), s.count("o"), s.find("quick"), s.rfind("o"), s.index("b"))
print(s.split(), s.split(" ", 1), s.rsplit(" ", 1), s.replace("o", "0", 1), s.startswith("The"), s.endswith(("x", "y")))
print(s[4:9], s[-3:], s[::2], s[100:], s[-100:3], s[5:1:-1])
print("a-b-c".partition("-"), "a-b-c".rpartition("-"), "x".center(7, "*"), "7".zfill(3), "-7".zfill(4))
print("  lead".lstrip(), "trail  ".rstrip() + "|", "xxhixx".strip("x"), "ab".ljust(5) + "|", "ab".rjust(5))
print("abc" < "abd", "a" * 3, "abc" == "abc", "B" > "a", sorted(["b", "A", "c"]))
print("line1\nline2\r\nline3".splitlines(), "tab\there".expandtabs(4), "hello world".capitalize())
print("12".isdigit(), "ab".isalpha(), "a1".isalnum(), " ".isspace(), "Ab".isupper(), "ab".islower())
print("{} and {}".format(1, 2), "{1}{0}".format("a", "b"), "{name}!".format(name="x"), "{:>6}|{:<4}|{:^5}|".format(1, 2, 3))
print("{:08.3f} {:+d} {:,} {:x} {:#o} {:e} {:.3g} {:%}".format(3.14159, 5, 1234567, 255, 8, 12345.678, 0.00012345, 0.25))
print(f"{'nested'!r:>10} {3+4} {[1,2]} {None} {1.5:.0f} {2.5:.0f} {0.1:.20f}")
print("%5s|%-5s|%05d|%x|%r|%c|%%" % ("a", "b", 42, 255, "q", 65))
print(str(12345678901234567890), repr(1.0), repr(1e100), repr(-2.5e-10), 1e22, 123456789012345680.0)
print(ord("€"), chr(8364), "naïve".upper(), len("héllo"), "über"[1:3])
print(repr("tab\t nl\n quote' back\\ bell\x07 é \u2028"))
words = "the rain in spain falls mainly".split()
print(" ".join(w[::-1] for w in words), max(words, key=len), sorted(words, key=lambda w: (len(w), w)))
try:
    "abc" + 1
except TypeError as e:
    print(e)
try:
    "abc"[5]
except IndexError as e:
    print(e)
try:
    "abc".index("z")
except ValueError as e:
    print(e)
print("x".join([]), "".join(["a", "b"]), "-".join("abc"))
