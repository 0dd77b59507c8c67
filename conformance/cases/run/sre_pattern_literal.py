# Patterns built by _sre.compile from code words re._compiler emits (as literals: no `re`), and
# what Pattern, Match and the scanner give for them.
import _sre

R = _sre.MAXREPEAT  # 2**32-1 on 64-bit builds (the oracle's wasm32: 2**31-1)

date = _sre.compile('(?P<year>\\d{4})-(?P<month>\\d\\d)(?:-(?P<day>\\d\\d))?', 32, [14, 4, 0, 7, 10, 17, 0, 24, 9, 4, 4, 13, 4, 8, 10, 0, 1, 17, 1, 16, 45, 17, 2, 13, 4, 8, 10, 0, 13, 4, 8, 10, 0, 17, 3, 23, 19, 0, 1, 16, 45, 17, 4, 13, 4, 8, 10, 0, 13, 4, 8, 10, 0, 17, 5, 18, 1], 3, {'year': 1, 'month': 2, 'day': 3}, (None, 'year', 'month', 'day'))
alt = _sre.compile('(a)(b)?|(c)', 32, [14, 4, 0, 1, 2, 7, 20, 17, 0, 16, 97, 17, 1, 23, 9, 0, 1, 17, 2, 16, 98, 17, 3, 18, 15, 11, 9, 17, 4, 16, 99, 17, 5, 15, 2, 0, 1], 3, {}, (None, None, None, None))
word_b = _sre.compile(b'[a-z]+', 2, [14, 4, 0, 1, R, 24, 10, 1, R, 31, 5, 22, 97, 122, 0, 1, 1], 0, {}, (None,))
word = _sre.compile('\\w+', 32, [14, 4, 0, 1, R, 24, 9, 1, R, 13, 4, 8, 14, 0, 1, 1], 0, {}, (None,))
hello = _sre.compile('(?i)h(?:e|a)llo', 34, [14, 4, 0, 5, 5, 40, 104, 39, 6, 16, 97, 16, 101, 0, 40, 108, 40, 108, 40, 111, 1], 0, {}, (None,))
xs = _sre.compile('x*', 32, [14, 4, 0, 0, R, 24, 6, 0, R, 16, 120, 1, 1], 0, {}, (None,))
dot = _sre.compile('a.b', 56, [14, 8, 1, 3, 3, 1, 1, 97, 0, 16, 97, 3, 16, 98, 1], 0, {}, (None,))

print(type(date), type(date).__name__, type(date).__module__)
for p in (date, alt, word_b, word, hello, xs, dot):
    print(repr(p), p.pattern, p.flags, p.groups, dict(p.groupindex), type(p.groupindex).__name__)

m = date.search("on 2024-03-15 and 1999-12")
print(m)
print(type(m).__name__, m.span(), m.group(), m.group(0, 1, "month"), m.groups(), m.groupdict())
print(m.start("day"), m.end(2), m.span(3), m.regs, m.lastindex, m.lastgroup, m.pos, m.endpos, m.string, m.re is date)
print(m[0], m["year"], m[3])
m2 = date.search("on 2024-03-15 and 1999-12", 10)
print(m2, m2.groups(), m2.groups("?"), m2.groupdict(0), m2.lastgroup, m2.span("day"))
for bad in (4, -1, "nope", 1.5, [1]):
    try:
        m.group(bad)
    except Exception as e:
        print(type(e).__name__, e)
print(m.__copy__() is m, m.__deepcopy__({}) is m, date.__copy__() is date, date.__deepcopy__(None) is date)

for s in ("a", "ab", "c", "x"):
    mm = alt.match(s)
    print(s, mm and (mm.groups(), mm.lastindex, mm.lastgroup, mm.regs))
print(alt.findall("abacxcab"), alt.split("xabycz"), alt.split("xabycz", 1))
print(alt.sub("-", "xabycz"), alt.subn("", "abcabc", 2), alt.sub(lambda m: m.group().upper(), "cab"))
print([m.span() for m in alt.finditer("abacxcab")], type(alt.finditer("")).__name__)

print(word_b.findall(b"Hello World 42"), word_b.sub(b"_", bytearray(b"ab CD ef")), word_b.split(memoryview(b"x1y2z")))
print(word.findall("héllo wörld ٣٤"), word.fullmatch("abc"), word.fullmatch("abc!"), word.match("  ab", 2), word.search("ab cd", 1, 4))
print(hello.findall("Hello HALLO hullo hELLo"), hello.search("xxHeLLoxx"))
print(xs.findall("axxbx"), xs.split("axxbx"), xs.sub("-", "axxbx"), xs.subn("-", ""))
print(dot.findall("a\nb axb"), dot.match("a\nb"))

sc = word.scanner("ab, cd;ef")
print(type(sc).__name__, sc.pattern is word, sc.match(), sc.search(), sc.search(), sc.search(), sc.search())
sc2 = xs.scanner("xxa")
print(sc2.match(), sc2.match(), sc2.match(), sc2.match())

for f in (lambda: word.match(b"abc"), lambda: word_b.search("abc"), lambda: word.match(12), lambda: word.findall(None),
          lambda: word.match("a", "0"), lambda: word.sub(lambda m: 1, "ab"), lambda: word_b.sub(lambda m: "x", b"ab"),
          lambda: word.match(), lambda: word.match("a", pos=0, endpos=1, x=2), lambda: word.split("a b", maxsplit=1)):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)

print(word == _sre.compile('\\w+', 32, [14, 4, 0, 1, R, 24, 9, 1, R, 13, 4, 8, 14, 0, 1, 1], 0, {}, (None,)), word != word, word == xs, word == 1)
print(hash(word) == hash(_sre.compile('\\w+', 32, [14, 4, 0, 1, R, 24, 9, 1, R, 13, 4, 8, 14, 0, 1, 1], 0, {}, (None,))))
print(type(date)[int], type(m)[str])
for code in ([1, 2], [], [17, 9, 1], [-1, 1], ["x", 1]):
    try:
        _sre.compile("a", 0, code, 0, {}, ())
    except Exception as e:
        print(type(e).__name__, e)
try:
    type(date)()
except TypeError as e:
    print(e)
print(repr(_sre.compile(None, 0, [1], 0, {}, ())), _sre.compile(None, 0, [1], 0, {}, ()).match(b"x"), _sre.compile(None, 0, [1], 0, {}, ()).match("x"))
print(repr(_sre.compile('x' * 300, 2 | 8 | 256 | 512, [1], 0, {}, ())))
long = word.match("x" * 100)
print(long)
sc = word.scanner("a")
mm = word.match("a")
for f in (lambda: sc.match(1), lambda: sc.search(x=1), lambda: word.__copy__(1), lambda: word.__deepcopy__(), lambda: mm.__copy__(2),
          lambda: mm.__deepcopy__(1, 2), lambda: mm.start(1, 2), lambda: mm.group(x=1), lambda: mm.groups(1, 2),
          lambda: mm.expand(), lambda: word.split(), lambda: word.sub("a"), lambda: type(word).__class_getitem__(), lambda: mm.span(x=1)):
    try:
        f()
    except TypeError as e:
        print(e)
