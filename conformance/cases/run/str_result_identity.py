# Which str operations give the string object itself back (CPython's stringlib and
# unicode_result_unchanged), for exact strs and for a str subclass.
class S(str): pass
def show(label, s):
    e = ""
    r = [
        s.split()[0] is s if s.split() else None, s.split(None, 0)[0] is s if s.split(None, 0) else None,
        s.split(",")[0] is s, s.split(",", 0)[0] is s, s.split(",", 1)[0] is s,
        s.rsplit()[0] is s if s.rsplit() else None, s.rsplit(None, 0)[0] is s if s.rsplit(None, 0) else None,
        s.rsplit(",")[-1] is s, s.rsplit(",", 0)[0] is s,
        s.splitlines()[0] is s if s.splitlines() else None, s.splitlines(True)[0] is s if s.splitlines(True) else None,
        (s + e) is s, (e + s) is s, s.expandtabs() is s, s.strip() is s, s.replace("q", "r") is s,
    ]
    print(label, repr(s), r)
for s in ["abc", "a b", " abc", "abc ", "a,b", ",", "", "x", "abc\n", "a\nb", "ab\r\n", "tab\there", "\u00e9t\u00e9", "\U0001f600x"]:
    show("str", "".join([s, ""]) if False else s)
    show("sub", S(s))
print(("" + S("x")) is not None, type("" + S("x")).__name__, type(S("x") + "").__name__, type(S("") + "y").__name__)
