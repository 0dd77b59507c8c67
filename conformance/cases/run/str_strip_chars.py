# strip/lstrip/rstrip with and without chars, alternating chars arguments (the last chars' test is reused), astral and empty ones.
for w in ["..a.b..", "xxhixx", "", "  pad  ", "éaé", "😀x😀"]:
    print(repr(w.strip(".")), repr(w.strip("x")), repr(w.strip("")), repr(w.lstrip(".x")), repr(w.rstrip("é😀")), repr(w.strip()), repr(w.strip(None)))
