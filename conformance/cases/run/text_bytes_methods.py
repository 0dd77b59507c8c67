# bytes methods: searching, splitting, stripping, padding, case, predicates
b = b"Hello, World! hello"
print(b.find(b"llo"), b.rfind(b"llo"), b.find(108), b.rfind(ord("o")), b.count(b"l"), b.count(b"l", 5), b.count(b""), b.index(b"W"), b.rindex(b"h", 0, -1), b.find(b"zz"))
print(b.find(bytearray(b"World")), b.count(memoryview(b"o")), b.startswith(b"Hell"), b.endswith((b"x", b"llo")), b.startswith(b"ello", 1), b.endswith(b"World", 0, 12))
print(b.split(), b.split(b", "), b.split(b"l", 2), b.rsplit(b"l", 2), b"  a b  ".split(None, 1), b"a\x1cb\x85c\xa0d".split(), b"a,b,".rsplit(b","))
print(b"one\ntwo\r\nthree\rfour\x0bfive\x0c".splitlines(), b"x\r\ny\n".splitlines(True), b"a\x1cb\x85c".splitlines())
print(b.partition(b", "), b.rpartition(b"l"), b.partition(b"zz"), b.rpartition(b"zz"))
print(b"  \t xx \n".strip(), b"xxhixx".strip(b"x"), b"abcba".lstrip(b"ab"), b"abcba".rstrip(bytearray(b"a")), b"\xa0x\xa0".strip())
print(b"ab".center(6), b"ab".center(7, b"*"), b"ab".ljust(5, b"-"), b"ab".rjust(5), b"-42".zfill(6), b"42".zfill(1), b"a\tbc\tx".expandtabs(4))
print(b.upper(), b.lower(), b.swapcase(), b.title(), b"hELLO wORLD".capitalize(), b"\xe9t\xc9".upper(), b"they're".title())
for s in [b"", b"abc", b"ABC", b"Abc Def", b"123", b"a1", b" \t\n\x0b\x0c\r", b"\x1c", b"\xe9", b"abc\x80", b"Ab1 "]:
    print(s, s.isalpha(), s.isalnum(), s.isdigit(), s.islower(), s.isupper(), s.istitle(), s.isspace(), s.isascii())
print(b.replace(b"l", b"L"), b.replace(b"l", b"L", 2), b"abc".replace(b"", b"-"), b"aaa".replace(b"a", b"", 1), b.removeprefix(b"Hello"), b.removesuffix(b"lo"))
print(b"-".join([b"a", bytearray(b"b"), memoryview(b"c")]), b"".join([]), b", ".join((b"x",)), type(bytearray(b",").join([b"a", b"b"])).__name__)
t = bytes.maketrans(b"abc", b"xyz")
print(len(t), t[97:100], b"aabbcc".translate(t), b"abcdef".translate(None, b"bd"), b"abc".translate(t, b"a"))
print(b"%s" % b"x" if False else b.hex(), b.hex(":"), b.hex("-", 4), b.hex(" ", -3), bytes.fromhex("de ad be ef"), bytes.fromhex(""), b"\x00\xff".hex())
for call in [lambda: b.find("a"), lambda: b.find(256), lambda: b.split("a"), lambda: b.split(b""), lambda: b.join(["a"]), lambda: b.startswith("a"),
             lambda: b.endswith((b"a", "b")), lambda: b.replace("a", "b"), lambda: b.strip("a"), lambda: b.center(5, "a"), lambda: b.center(5, b"ab"),
             lambda: b.partition(b""), lambda: b.partition("x"), lambda: b.index(b"zz"), lambda: b.rindex(b"zz"), lambda: bytes.fromhex("abc"),
             lambda: bytes.fromhex("zz"), lambda: bytes.fromhex(1), lambda: b.hex("::"), lambda: b.hex(1), lambda: bytes.maketrans(b"a", b"bc"),
             lambda: b.translate(b"short"), lambda: b.count(), lambda: b.removeprefix("a"), lambda: b.zfill("a"), lambda: b.join(1), lambda: b.split(maxsplit="x")]:
    try:
        print(repr(call()))
    except Exception as e:
        print(type(e).__name__, e)
