# comparisons: every operator, chains with single evaluation and short-circuit, identity, membership
log = []
def v(x):
    log.append(x)
    return x
print(1 < 2 < 3, 3 > 2 > 2, 1 <= 1 < 2, 1 == 1.0 == True, 1 != 2 != 1, "a" < "b" <= "b")
print(v(1) < v(0) < v(5), log)
log.clear()
print(v(1) < v(2) < v(3) < v(2), log)
log.clear()
mid = v(5)
print(0 < mid < 10, log)
class Loud:
    def __init__(self, n):
        self.n = n
    def __lt__(self, o):
        print(f"{self.n} < {o.n}")
        return self.n < o.n
    def __eq__(self, o):
        print(f"{self.n} == {getattr(o, 'n', o)}")
        return isinstance(o, Loud) and self.n == o.n
    __hash__ = None
a, b, c = Loud(1), Loud(2), Loud(3)
print(a < b < c)
print(c < b < a)
print(a == a == b)
x = [1, 2]
y = [1, 2]
print(x is x, x is y, x is not y, x == y, None is None, 1 is not None)
print(1 in x, 3 not in x, "ab" in "cabd", "" in "", (1, 2) in {(1, 2): 0}, 2 in range(0, 10, 2))
print(1 in x in [x], 0 < 1 in x, x == y in [[1, 2]])
class Contains:
    def __contains__(self, item):
        print("contains", item)
        return item == "yes"
print("yes" in Contains(), "no" not in Contains())
class Iterates:
    def __iter__(self):
        return iter([1, 2, 3])
class Indexes:
    def __getitem__(self, i):
        if i > 2:
            raise IndexError(i)
        return i * 10
print(2 in Iterates(), 20 in Indexes(), 25 in Indexes())
nan = float("nan")
print(nan == nan, nan != nan, nan in [nan], [nan] == [nan], nan is nan, (nan,) == (nan,))
print(1 < 2.5 < 3j.imag + 1, 10**20 > 1e19, -0.0 == 0, 0.1 + 0.2 == 0.3, 2**53 + 1 == float(2**53 + 1))
print([1, 2] < [1, 3], (1, 2) < (1, 2, 0), "Z" < "a", b"a" < b"b", {1} < {1, 2}, {1, 2} > {1}, {1} <= {1})
print(frozenset([1]) == {1}, {"a": 1} == {"a": 1.0}, [1, [2]] == [1, [2]], range(3) == range(0, 3, 1))
for expr in ["1 < 'a'", "[] < ()", "None > 0", "{} < {}", "1j < 2j", "'a' in 1", "1 in 'abc'",
             "object() < object()", "[1, 'a'] < [1, 2]", "b'a' < 'a'", "{1} < [1]"]:
    try:
        print(expr, eval(expr))
    except TypeError as e:
        print(expr, "->", type(e).__name__, e)
class RichNot:
    def __eq__(self, o):
        return NotImplemented
    def __ne__(self, o):
        return NotImplemented
r1, r2 = RichNot(), RichNot()
print(r1 == r1, r1 == r2, r1 != r2, r1 == 1)
class Reflected:
    def __gt__(self, o):
        return "reflected gt"
print(1 < Reflected(), Reflected() > 1)
class BadBool:
    def __lt__(self, o):
        return self
    def __bool__(self):
        raise ValueError("no bool")
try:
    print(BadBool() < 1 < 2)
except ValueError as e:
    print(type(e).__name__, e)
print(not 1 == 2, not (1 < 2 < 3), (1 < 2) == True, (1 < 2) is True)
s = "abc"
print(s == "abc" is not None, s < "b" < "c" < "d" > "a")
print([a < b for a, b in [(1, 2), (2, 1)]], sorted([3, 1, 2], key=lambda q: -q) == [3, 2, 1])
print(1 < Loud(2))
