# References _sre's objects take and give back: a Match holds its string and pattern, a scanner
# and finditer hold them until exhausted or released, group slices of a whole exact str are it.
import _sre, sys

R = _sre.MAXREPEAT
word = _sre.compile('(\\w+)', 32, [14, 4, 0, 1, R, 17, 0, 24, 9, 1, R, 13, 4, 8, 14, 0, 1, 17, 1, 1], 1, {}, (None, None))
s = "hello world " * 3
s0, p0 = sys.getrefcount(s), sys.getrefcount(word)
ms = [word.match(s) for _ in range(5)]
print(sys.getrefcount(s) - s0, sys.getrefcount(word) - p0)
del ms
print(sys.getrefcount(s) - s0, sys.getrefcount(word) - p0)
it = word.finditer(s)
print(sys.getrefcount(s) - s0, sys.getrefcount(word) - p0)
print(len(list(it)))
del it
sc = word.scanner(s)
m = sc.search()
print(sys.getrefcount(s) - s0, sys.getrefcount(word) - p0)
del sc, m
print(sys.getrefcount(s) - s0, sys.getrefcount(word) - p0)
whole = "abc_def"
w0 = sys.getrefcount(whole)
m = word.fullmatch(whole)
g = m.group(1)
print(g is whole, sys.getrefcount(whole) - w0)
del m, g
print(sys.getrefcount(whole) - w0)
parts = word.split(s)
found = word.findall(s)
subbed = word.sub(lambda m: m.group().upper(), s)
print(len(parts), len(found), subbed[:11], sys.getrefcount(s) - s0, sys.getrefcount(word) - p0)
import weakref
r = weakref.ref(word)
print(r() is word)
try:
    weakref.ref(word.match("ab"))
except TypeError as e:
    print(e)
tmp = _sre.compile('x', 32, [14, 8, 3, 1, 1, 1, 1, 120, 0, 16, 120, 1], 0, {}, (None,))
rt = weakref.ref(tmp, lambda r: print("pattern gone"))
del tmp
print(rt())
