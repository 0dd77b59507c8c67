# format(str, spec): fill, alignment, width, precision, Unicode fill characters and spec errors
for spec in ["", "10", "<10", ">10", "^10", "*^9", "-<6", "é>5", "😀^7", ".2", "8.3", "<8.3", "010", "^010", ".0", "3", "s", "<s", ">12s", "x^1"]:
    print(repr(spec), repr(format("héllo", spec)), repr(format("", spec)), repr("{:{}}".format("ab", spec)))
for spec in ["d", "=10", "+", " ", "#", "z", ",", "_", "10,", ".", "1.x", "<<", "abc", ".99999999999999999999", "n"]:
    try:
        print(repr(spec), repr(format("x", spec)))
    except ValueError as e:
        print(repr(spec), type(e).__name__, e)
print(format("a", "\u3000^5") + "|", "{:\t>4}".format("t") + "|", f"{'q':{'🙂'}<3}")
