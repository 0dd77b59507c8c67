# bytes / bytearray split, rsplit, splitlines, partition in detail
samples = [b"", b" ", b"a b  c", b"  lead", b"trail  ", b"a\tb\nc\x0bd\x0ce\rf", b"a\x1cb\x85c", b"one,two,,three,", b",", b"x--y--z"]
for s in samples:
    print(s, s.split(), s.split(None, 1), s.rsplit(None, 1), s.split(b","), s.rsplit(b",", 1), s.split(b"--"), s.split(maxsplit=0))
for s in [b"l1\nl2\r\nl3\rl4", b"\n", b"\r\n\r\n", b"no newline", b"a\x0bb\x0cc\x1cd", b"end\n"]:
    print(s.splitlines(), s.splitlines(keepends=True), bytearray(s).splitlines())
print(b"k=v=w".partition(b"="), b"k=v=w".rpartition(b"="), bytearray(b"k=v").partition(b"="), b"abc".partition(bytearray(b"b")), b"abc".rpartition(b"c"))
print(b"a,b".split(bytearray(b",")), b"a,b".split(sep=b","), b"a b c".split(maxsplit=1), b"a b c".rsplit(maxsplit=1), bytearray(b"x y").split())
for call in [lambda: b"a".split(b""), lambda: b"a".rsplit(b""), lambda: b"a".split(","), lambda: b"a".partition(""), lambda: b"a".splitlines(1, 2), lambda: b"a".split(1)]:
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, e)
