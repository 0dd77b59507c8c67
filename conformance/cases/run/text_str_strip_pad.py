# strip family, padding, zfill, expandtabs, removeprefix/removesuffix
s = " \t\n xhellox \x0b\x0c"
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()), repr(s.strip(" \tx\n")), repr("xxhixx".strip("x")), repr("abcba".strip("ab")), repr("abc".strip("")))
print(repr("\u3000a\x85".strip()), repr("\u200ba\u200b".strip()), repr("😀a😀".strip("😀")), repr("aaa".lstrip("a")), repr(" a ".strip(None)))
for w in range(0, 9):
    print(w, repr("abc".center(w)), repr("ab".center(w, "*")), repr("abc".ljust(w, "-")), repr("abc".rjust(w, "😀")), repr("42".zfill(w)), repr("-42".zfill(w)), repr("+x".zfill(w)))
print(repr("".center(3)), repr("a".center(4)), repr("ab".center(5)), repr("abc".center(6)), repr("😀".center(4, "é")), repr("".zfill(3)), repr("-".zfill(3)))
t = "a\tbc\tdef\tg\r\n\t1\t\t2"
print(repr(t.expandtabs()), repr(t.expandtabs(4)), repr(t.expandtabs(0)), repr(t.expandtabs(tabsize=1)), repr(t.expandtabs(-3)), repr("😀\tx".expandtabs(4)))
print("prefix_body".removeprefix("prefix_"), "prefix_body".removeprefix("x"), "body.py".removesuffix(".py"), "body.py".removesuffix(""), "".removeprefix(""))
for call in [lambda: "a".strip(1), lambda: "a".lstrip(b"a"), lambda: "a".rstrip("a", "b"), lambda: "a".center("5"), lambda: "a".center(5, "ab"),
             lambda: "a".center(5, ""), lambda: "a".ljust(5, 1), lambda: "a".rjust(), lambda: "a".zfill(), lambda: "a".zfill("3"),
             lambda: "a".expandtabs("x"), lambda: "a".removeprefix(1), lambda: "a".removesuffix(), lambda: "a".center(2, fillchar="x")]:
    try:
        print(repr(call()))
    except Exception as e:
        print(type(e).__name__, e)
