import difflib

old = """def greet(name):
    print("Hello " + name)
    return None

greet("world")
""".splitlines(keepends=True)
new = """def greet(name, punct="!"):
    print("Hello " + name + punct)

greet("world")
greet("you", "?")
""".splitlines(keepends=True)

print("".join(difflib.unified_diff(old, new, fromfile="a/greet.py", tofile="b/greet.py")))
print("".join(difflib.context_diff(old, new, fromfile="old", tofile="new", n=1)))
print("".join(difflib.ndiff(["one\n", "two\n", "three\n"], ["ore\n", "tree\n", "emu\n"])))

sm = difflib.SequenceMatcher(None, "private Thread currentThread;", "private volatile Thread currentThread;")
print(round(sm.ratio(), 6), round(sm.quick_ratio(), 6), round(sm.real_quick_ratio(), 6))
for tag, i1, i2, j1, j2 in sm.get_opcodes():
    print(tag, i1, i2, j1, j2)
print(sm.get_matching_blocks())
print(sm.find_longest_match(0, 29, 0, 38))

s2 = difflib.SequenceMatcher(lambda x: x == " ", "abcd efgh", "abxd efxh")
print(list(s2.get_grouped_opcodes(1)))

words = ["apple", "ape", "apply", "maple", "peach", "puppy", "applet"]
print(difflib.get_close_matches("appel", words))
print(difflib.get_close_matches("pech", words, n=2, cutoff=0.5))
print(difflib.get_close_matches("zzz", words))

d = difflib.Differ()
print(list(d.compare(["a b c\n"], ["a x c\n"])))
res = list(difflib.ndiff(["abc\n"], ["abd\n"]))
print(res, "".join(difflib.restore(res, 1)), "".join(difflib.restore(res, 2)))
print(list(difflib.unified_diff(["x"], ["y"], lineterm="")))
hd = difflib.HtmlDiff(wrapcolumn=20)
table = hd.make_table(["one two"], ["one three"], "a", "b")
print(table.count("<tr>"), "diff_chg" in table)
for bad in [lambda: difflib.get_close_matches("a", words, n=0), lambda: difflib.get_close_matches("a", words, cutoff=2)]:
    try:
        bad()
    except ValueError as e:
        print(type(e).__name__, e)
