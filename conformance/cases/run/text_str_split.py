# split / rsplit / splitlines / partition / rpartition
s = "  a  b\tc\n d  "
print(s.split(), s.split(None, 1), s.split(maxsplit=2), s.rsplit(), s.rsplit(None, 1), s.rsplit(maxsplit=2), s.split(" "), s.rsplit(" ", 2))
print("a,b,,c,".split(","), "a,b,,c,".split(",", 2), "a,b,,c,".rsplit(",", 2), "a,b,,c,".rsplit(",", 0), "".split(","), "".split(), "   ".split())
print("a--b--c".split("--"), "a--b--c".rsplit("--", 1), "aaa".split("a"), "aaaa".split("aa"), "aaaa".rsplit("aa", 1), "aaa".rsplit("aa"))
print("x\u3000y\x85z\u2028w".split(), "a\x1cb\x1fc".split(), "a\u200bb".split())
print("😀,😀x,".split(","), "a😀b😀c".rsplit("😀", 1))
print("a b c".split(None, 0), "  a b c  ".split(None, 0), "  a b c  ".rsplit(None, 0), "a b c".split(maxsplit=-1), "a b".split(" ", -5))
lines = "one\ntwo\r\nthree\rfour\x0bfive\x0csix\x1cseven\x1deight\x1enine\x85ten\u2028eleven\u2029twelve\n\n"
print(lines.splitlines())
print(lines.splitlines(True))
print(lines.splitlines(keepends=True) == lines.splitlines(True), "".splitlines(), "\n".splitlines(), "a\r".splitlines(True), "\r\n".splitlines(), "x\n\r".splitlines())
print("a.b.c".partition("."), "a.b.c".rpartition("."), "abc".partition("x"), "abc".rpartition("x"), "abc".partition("abc"), "😀x😀".partition("x"))
for call in [lambda: "a".split(""), lambda: "a".rsplit(""), lambda: "a".split(1), lambda: "a".split(sep=1), lambda: "a".split(",", "x"),
             lambda: "a".split(",", 1, 2), lambda: "a".partition(""), lambda: "a".partition(None), lambda: "a".rpartition(b"a"),
             lambda: "a".splitlines(1, 2), lambda: "a".split(x=1), lambda: "a".partition()]:
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, e)
