# str.isX predicates following the Unicode database
samples = ["", "abc", "ABC", "aBc", "123", "١٢٣", "²", "½", "Ⅻ", "一二", "abc123", "abc 123", " \t\n", "\x1c\x1d\x1e\x1f", "\x85\xa0",
           "\u2028\u2029", "\u200b", "é", "e\u0301", "ǅ", "_ab", "a_b1", "1ab", "def", "résumé", "ℌ", "ⅷ", "𝟘", "\x00", "~!@", "\u3000", "a\tb", "\U0001F600"]
for s in samples:
    print(repr(s), s.isalpha(), s.isalnum(), s.isdecimal(), s.isdigit(), s.isnumeric(), s.isspace(),
          s.islower(), s.isupper(), s.istitle(), s.isidentifier(), s.isprintable(), s.isascii())
for c in range(0, 0x3000, 97):
    ch = chr(c)
    print(c, ch.isalpha(), ch.isdecimal(), ch.isdigit(), ch.isnumeric(), ch.isspace(), ch.islower(), ch.isupper(), ch.isprintable(), end=" | ")
print()
for name in ["isalpha", "isdigit", "isspace", "isupper", "isidentifier", "isprintable"]:
    try:
        getattr("x", name)(1)
    except TypeError as e:
        print(type(e).__name__, e)
