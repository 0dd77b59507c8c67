# str case mapping with Unicode special casing and final sigma
words = ["hello World", "ß", "straße", "ǆemal", "ǅ", "ǈ", "ŉ", "ﬁle", "İstanbul", "ΣΊΣΥΦΟΣ", "ὈΔΥΣΣΕΎΣ", "ʼn", "ᾳ", "ΐ", "ǰ"]
for w in words:
    print(repr(w), repr(w.upper()), repr(w.lower()), repr(w.title()), repr(w.capitalize()), repr(w.swapcase()), repr(w.casefold()))
print("ΑΣ ΑΣ. Σ ΑΣΑ".lower())
print("ΑΣ'Σ".lower(), "Α.Σ".lower(), "Σ".lower(), "aΣb".lower(), "aΣ".lower())
print("hello world's 3rd-TIME x1y".title())
print("they're bill's friends".title())
print("ǅ".istitle(), "ǆ".islower(), "Ǆ".isupper(), "ǅ".isupper(), "ǅ".islower())
print("Hello World".istitle(), "Hello world".istitle(), "HELLO".istitle(), "".istitle(), "1A".istitle(), "A1b".istitle())
print("abc".islower(), "aBc".islower(), "123".islower(), "a1".islower(), "ABC".isupper(), "A1".isupper(), "".isupper())
print("ﬃ".upper(), len("ﬃ".upper()), "ﬃ".casefold(), "ẞ".lower(), "ẞ".casefold(), "ß".casefold())
print("ⅷ".upper(), "Ⓐ".lower(), "ａｂｃ".upper(), "𐐨".upper(), "𐐀".lower(), len("𐐨".upper()))
print("ǲ".swapcase(), "ǳ".title(), "ǳǳ".capitalize(), "aǲb".swapcase())
print("ŉ".title(), "ŉa".capitalize(), "ǰ".upper())
print("i̇".upper(), "İ".lower(), len("İ".lower()))
print("µ".upper(), "ÿ".upper(), "ſ".upper(), "ſ".casefold(), "K".lower())
s = "Ǆǅǆ"
print(s.lower(), s.upper(), s.title(), s.swapcase())
print("hEllO wOrLD".swapcase(), "ﬀ".swapcase())
print("123abc".capitalize(), " abc".capitalize(), "ABC DEF".capitalize())
