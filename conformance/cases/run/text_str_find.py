# find / rfind / index / rindex / count with slices, startswith / endswith with tuples
s = "abracadabra"
for sub in ["a", "bra", "", "z", "abracadabra", "abracadabrax"]:
    print(repr(sub), s.find(sub), s.rfind(sub), s.count(sub), s.find(sub, 2), s.rfind(sub, 2, 8), s.count(sub, 1, -1), s.find(sub, -4), s.find(sub, 20), s.count(sub, 20), s.rfind(sub, -100, 100))
print(s.find("a", None, None), s.count("", 3), s.count("", 11), s.count("", 12), s.find("", 11), s.find("", 12), s.rfind("", 5), s.count("a", 5, 2))
print(s.index("c"), s.rindex("a"), s.index("a", 1, 4), s.rindex("bra", 0, 10))
u = "héllo wörld 😀 héllo 😀!"
print(u.find("😀"), u.rfind("😀"), u.find("héllo", 1), u.index("!"), u.count("l"), u.find("ö", 3, 9), u.rindex("h"), u.count("😀", 0, 14))
print(s.startswith("abra"), s.startswith("bra", 1), s.startswith("bra", 1, 3), s.endswith("bra"), s.endswith("cad", 0, 7), s.endswith("", 11), s.startswith("", 12))
print(s.startswith(("x", "ab")), s.endswith(("x", "y")), s.startswith(()), s.endswith(("ra",), -2), s.startswith("a", -1))
print("😀ab".startswith("😀"), "ab😀".endswith("b😀"), "ab😀".endswith("b", 0, 2), "😀ab".startswith("a", 1))
print("" in s, "cad" in s, "dac" in s, "😀" in u)
for call in [lambda: s.index("z"), lambda: s.rindex("z", 3), lambda: s.find(), lambda: s.find(1), lambda: s.count(None),
             lambda: s.find("a", "x"), lambda: s.startswith(1), lambda: s.endswith(("a", 1)), lambda: s.startswith(), lambda: s.find("a", 1, 2, 3),
             lambda: 1 in s, lambda: s.index("a", 1.5), lambda: s.count("a", start=1), lambda: s.startswith(["a"])]:
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, e)
class I:
    def __index__(self):
        return 3
print(s.find("a", I()), s.count("a", I(), I()), s[I()])
