import textwrap

text = ("The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs. "
        "How vexingly quick daft zebras jump! Sphinx of black quartz, judge my vow.")

print(textwrap.fill(text, width=40))
print("---")
for line in textwrap.wrap(text, width=30, max_lines=3, placeholder=" [...]"):
    print(repr(line))
print("---")
print(textwrap.fill(text, width=50, initial_indent="* ", subsequent_indent="  "))
print(textwrap.shorten(text, width=60))
print(textwrap.shorten("Hello  world!", width=12), textwrap.shorten("Hello world", width=11))

code = """
    def f():
        return 1

    print(f())
"""
print(repr(textwrap.dedent(code)))
print(textwrap.indent("line one\n\nline three\n", "> "))
print(textwrap.indent("a\n\nb\n", "+ ", predicate=lambda l: True))

w = textwrap.TextWrapper(width=20, break_long_words=False, break_on_hyphens=True)
print(w.wrap("A supercalifragilisticexpialidocious word and well-known hyphen-separated terms."))
w2 = textwrap.TextWrapper(width=12, expand_tabs=True, tabsize=4, replace_whitespace=True, drop_whitespace=False)
print(w2.wrap("a\tb\tc d e f g h i j"))
w3 = textwrap.TextWrapper(width=15, fix_sentence_endings=True)
print(w3.fill("Hello there. How are you? Fine."))

table = [("Name", "Description"), ("wrap", "Wraps a single paragraph of text, returning a list of lines."),
         ("fill", "Like wrap but returns a single string.")]
for name, desc in table:
    lines = textwrap.wrap(desc, 30) or [""]
    print(f"{name:<6}{lines[0]}")
    for extra in lines[1:]:
        print(" " * 6 + extra)
try:
    textwrap.TextWrapper(width=0).wrap("abc")
except ValueError as e:
    print(type(e).__name__, e)
try:
    textwrap.wrap("a b c d e", width=5, max_lines=1, placeholder="  [long placeholder]")
except ValueError as e:
    print(type(e).__name__, e)
