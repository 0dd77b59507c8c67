s = "  Hello, World!  "
print(repr(s.strip()), s.lower(), s.upper(), s.split(","), s.strip().startswith("Hell"))
print("a-b-c".rsplit("-", 1), "x".join("abc"), "tab\there".expandtabs(4), "42".zfill(5))
print("ß".upper(), "İ".lower(), "ǅ".title(), "abc".isalpha(), "١٢٣".isdigit(), "Ⅻ".isnumeric())
print("%r %a" % ("é", "é"), ascii("naïve"), ord("€"), chr(128512))
print("{0}{1}{0}".format("ab", "cd"), "banana".partition("n"), "mississippi".replace("ss", "SS", 1))
