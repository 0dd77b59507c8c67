# str subclasses: construction, methods return plain str, operators, formatting, repr/str overrides
class Name(str):
    def __new__(cls, value):
        return super().__new__(cls, value.strip().title())
    def initials(self):
        return "".join(w[0] for w in self.split())
class Loud(str):
    def __str__(self):
        return self.upper() + "!"
    def __repr__(self):
        return "Loud(" + super().__repr__() + ")"
n = Name("  ada lovelace ")
print(n, repr(n), type(n).__name__, n.initials(), len(n), n == "Ada Lovelace", hash(n) == hash("Ada Lovelace"), isinstance(n, str))
for r in [n.upper(), n.lower(), n[0:3], n + "!", n * 2, n.replace("a", "4"), n.strip(), n.split()[0], f"{n}", "%s" % n, "{}".format(n), str(n), n.center(20, "*")]:
    print(repr(r), type(r).__name__)
l = Loud("hey")
print(l, repr(l), str(l), f"{l}", f"{l!r}", "%s|%r" % (l, l), "{0}|{0!r}|{0!s}".format(l), [l], l.capitalize(), type(l.capitalize()).__name__)
print(sorted([Name("b"), Name("a"), "c"]), Name("x") in {"X": 1}, {Name("k"): 1}["K"], "".join([Name("a"), Loud("b")]))
class Tagged(str):
    tag = "t"
t = Tagged("abc")
t.extra = 5
print(t.extra, t.tag, t.__dict__, type(t[:]).__name__, type(str(t)).__name__, str(t) is t, Tagged("a") == "a", Tagged.__mro__[1].__name__)
class Weird(str):
    def __eq__(self, other):
        return True
    __hash__ = str.__hash__
print(Weird("a") == "b", "b" == Weird("a"), Weird("a") != "b", "x" in [Weird("y")])
