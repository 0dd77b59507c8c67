# str.title / capitalize / swapcase on ASCII strings (their ASCII fast paths) and on non-ASCII ones.
alphabet = "aB cD'1-_.zZ\tq"
seed = 5
for i in range(3000):
    s = ""
    seed = (seed * 1103515245 + 12345) % 2147483648
    for _ in range(seed % 12):
        seed = (seed * 1103515245 + 12345) % 2147483648
        s += alphabet[seed % len(alphabet)]
    print(repr(s), repr(s.title()), repr(s.capitalize()), repr(s.swapcase()))
for s in ["", "a", "A", "ß", "hello world", "HELLO wORLD", "they're bill's", "3rd place", "ǆ", "ﬁre", "a1b2c3", "o'neil-smith", "ǅx", "ΣΑΣ σ"]:
    print(repr(s.title()), repr(s.capitalize()), repr(s.swapcase()))
