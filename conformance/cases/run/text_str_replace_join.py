# replace with count, join and its errors, concatenation and repetition
s = "one two one two one"
print(s.replace("one", "1"), s.replace("one", "1", 2), s.replace("one", "1", 0), s.replace("one", "1", -1), s.replace("x", "y"), s.replace("one", ""))
print("abc".replace("", "-"), "abc".replace("", "-", 2), "".replace("", "x"), "".replace("a", "b"), "aaa".replace("a", "aa"), "aaaa".replace("aa", "b"))
print("😀a😀".replace("😀", "b"), "😀😀".replace("", "|"), s.replace("two", "2", count=1), "ab".replace(old="a", new="c") if False else "skip")
print("-".join(["a", "b", "c"]), "".join([]), ", ".join("xyz"), "😀".join(["a", "b"]), " ".join(x for x in ["p", "q"]), "ab".join(("1",)), "|".join({"k": 1}))
print("ab" + "cd", "ab" * 3, 3 * "ab", "ab" * 0, "ab" * -2, "" * 5)
t = "x"
t += "y"
t *= 2
print(t)
for call in [lambda: "a".replace(1, 2), lambda: "a".replace("a", 2), lambda: "a".replace("a"), lambda: "a".replace("a", "b", "c"),
             lambda: "-".join(1), lambda: "-".join(["a", 1]), lambda: "-".join(["a", "b", None]), lambda: "-".join([b"a"]),
             lambda: "a" + 1, lambda: 1 + "a", lambda: "a" * "b", lambda: "a" * 1.5, lambda: "a" - "b", lambda: -"a", lambda: "a".join()]:
    try:
        print(repr(call()))
    except Exception as e:
        print(type(e).__name__, e)
class S(str):
    pass
x = S("abc")
print(type(x.replace("z", "y")).__name__, type(x.strip()).__name__, type(x + "d").__name__, type(x[:]).__name__, type(str(x)).__name__, type(x * 1).__name__)
