# str.format: field names, attributes, indexes, numbering, conversions, nested specs, format_map
class P:
    x = 3
    items = ["i0", "i1"]
    def __init__(self):
        self.name = "pt"
    def __format__(self, spec):
        return "P<" + spec + ">"
    def __repr__(self):
        return "P()"
print("{} {} {}".format(1, "a", None), "{0}{1}{0}".format("x", "y"), "{a}-{b}".format(a=1, b=2), "{0}{a}".format(5, a=6))
print("{0.x} {0.name} {0.items[1]} {1[k]} {1[0]} {2[1][0]}".format(P(), {"k": "v", 0: "zero"}, [0, ["n"]]))
print("{!r} {!s} {!a} {!r:>8}|".format("é", P(), "ü", "é"), "{:spec}".format(P()), "{0:}|{0!r:}|".format(P()))
print("{:>10}|{:<10}|{:^10}|{:*^9}|{:.3}|{:10.2}|".format("r", "l", "c", "mid", "trunc", "ab"))
print("{0:{1}}|{0:{fill}{align}{width}}|{:{}}|".format("v", 5, fill="-", align=">", width=4) if False else "{0:{1}}|{0:{fill}{align}{width}}|".format("v", 5, fill="-", align=">", width=4))
print("{:{}}|{:{}{}}|".format("a", 3, "b", ">", 4), "{{}} {{{}}}".format(7), "}}{{", "{0[-1]}".format({"-1": "neg"}))
print("{:d} {:5d} {:x} {:.2f} {:e} {:,} {:_} {:%}".format(42, 7, 255, 3.14159, 1234.5, 1234567, 1234567, 0.25))
print("{0!r:^9}|{0!s:>4}|".format("ab"), "{:}".format(1.5), "{}".format(P()), "{:x<4}".format("é"), "{:😀>3}".format(1))
print("{0}".format(*["unpacked"]), "{x}".format(**{"x": "kw"}), "{0[0]}{0[1]}".format("ab"), "{.real}".format(3))
print("{a.x}".format_map({"a": P()}), "{k}".format_map({"k": 1}))
class Default(dict):
    def __missing__(self, key):
        return "<" + key + ">"
print("{name} is {age}".format_map(Default(name="Bo")))
print(format("abc"), format("abc", ""), format("abc", ">5"), format(P(), "z"), "abc".__format__(">4"))
tests = ["{", "}", "a{b", "a}b", "{0}{}", "{}{0}", "{1}", "{x}", "{0.y}", "{0[0]}", "{!x}", "{!}", "{:d}", "{0!r:>{1}}", "{a.b[}",
         "{0[}", "{:{:{}}}", "{0:,}", "{:=}", "{:+}", "{:#}", "{:05}", "{0:.{1}}", "{:z}", "{0!rr}", "{0[0]x}", "{0.}", "{0..x}", "{0[]}",
         "{0!", "{0:", "{0!r", "{:s}", "{:c}", "{-1}", "{ 0}", "{0 }", "{0:{"]
for t in tests:
    try:
        print(repr(t), repr(t.format("abc", 2, 3)))
    except Exception as e:
        print(repr(t), type(e).__name__, e)
for call in [lambda: "{0}".format_map({}), lambda: "{}".format_map({}), lambda: "{a}".format_map(1), lambda: "{a}".format(), lambda: format("a", "d"),
             lambda: "{:,}".format("a"), lambda: "x".format_map(), lambda: format("a", 1)]:
    try:
        print(repr(call()))
    except Exception as e:
        print(type(e).__name__, e)
