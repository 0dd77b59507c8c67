# str.join over mixed items ends with an uncaught TypeError
words = ["alpha", "beta", "gamma"]
print(", ".join(words), "".join(reversed(words)), "-".join(w.upper() for w in words))
print(" ".join(map(str, range(5))), "|".join(sorted(set("banana"))))
def build(parts):
    return "/".join(parts)
print(build(["usr", "local", "bin"]))
print(build(["usr", 42, "bin"]))
