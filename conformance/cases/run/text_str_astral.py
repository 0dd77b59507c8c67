# code points, not UTF-16 units: astral characters through str operations
s = "a😀b𝄞c🇫🇷d"
print(len(s), list(s), [hex(ord(c)) for c in s], s[1], s[-2], s[1:4], s[::-1], s[::2], s[3:], s[-3:-1])
print(s.find("b"), s.find("𝄞"), s.rfind("🇷"), s.index("c"), s.count("🇫"), s.split("b"), s.partition("𝄞"), s.upper(), s.title(), s.swapcase())
print(s.center(14, "·"), s.ljust(12, "😀"), s.rjust(11, "-"), s.zfill(12), s.replace("😀", "<smile>"), s.startswith("a😀"), s.endswith("🇷d"), "😀" in s)
print(repr(s), ascii(s), s.encode("utf-8"), len(s.encode("utf-16-le")), s.encode("utf-32-le")[4:8], s.isprintable(), "😀".isalpha(), "𝟙".isdigit(), "𐐀".isupper(), "𐐨".islower())
print(sorted("z😀a\U000e0001\uffff"), max(s), min(s), "😀" > "\uffff", [c for c in "x😀" if ord(c) > 127], "".join(reversed("ab😀")))
print("😀😀😀".split("😀"), "x😀y".rsplit("😀", 1), "😀".join("ab"), "😀 a 😀".strip("😀 "), "a😀b".translate({0x1F600: "-"}), "😀".casefold(), f"{'😀':*^5}", "%3s|" % "😀", "{:>3}".format("😀"))
print(chr(0x1F600) == "😀", ord("😀"), len("\N{GRINNING FACE}"), "\N{GRINNING FACE}")
t = "😀" * 3
print(t.find("😀", 1), t.rfind("😀", 0, 2), t.count("😀", 1), t.index("😀", -1), t.expandtabs(), t[1:2] == "😀", t.encode("ascii", "backslashreplace"))
