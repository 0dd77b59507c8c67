# unary operators and boolean operators: results, short-circuit values, __bool__/__len__, errors
print(-5, +5, ~5, not 5, -(-0.0), +(-0.0), ~True, -True, not None, not [], not [0], -2 ** 2, (-2) ** 2)
print(-1j, +1j, ~-1, not "", -10**20, ~(2**70), -float("inf"), not 0.0, not 0j)
for expr in ["-'a'", "+[]", "~1.5", "~None", "-{}", "+None", "~'x'", "-b''"]:
    try:
        eval(expr)
    except TypeError as e:
        print(expr, "->", e)
log = []
def t(v):
    log.append(v)
    return v
print(t(0) and t(1), t(2) and t(3), t(0) or t(4), t(5) or t(6), log)
log.clear()
print(t([]) or t("") or t(None), t(1) and t("x") and t([]), log)
print(1 and 2 or 3, 0 and 2 or 3, None or 0, "" and 1, [] or {} or "end")
print(not 1 and 2, not (1 and 0), 1 or 1 / 0, 0 and 1 / 0, (x := 0) or (x := 5), x)
class Truth:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        print(f"bool({self.v})")
        return self.v
    def __repr__(self):
        return f"Truth({self.v})"
print(Truth(True) and Truth(False), Truth(False) or "fallback", not Truth(True))
class Sized:
    def __len__(self):
        print("len called")
        return 0
print(bool(Sized()), Sized() or "empty", not Sized())
class BadBool:
    def __bool__(self):
        return 1
class BadLen:
    def __len__(self):
        return -1
class HugeLen:
    def __len__(self):
        return 10**20
class FloatLen:
    def __len__(self):
        return 1.0
for obj in (BadBool(), BadLen(), HugeLen(), FloatLen()):
    try:
        print(bool(obj))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(obj).__name__, type(e).__name__, e)
class Neg:
    def __neg__(self):
        return "negated"
    def __pos__(self):
        return "positive"
    def __invert__(self):
        return "inverted"
print(-Neg(), +Neg(), ~Neg())
try:
    not_bool = BadBool()
    if not_bool:
        pass
except TypeError as e:
    print(type(e).__name__, e)
print([v for v in (0, 1, "", "a", None, [], [None], {}, {0: 0}, set(), 0.0, -0.0, 1e-300) if v])
print(any([0, "", None]), all([]), any(x > 2 for x in [1, 2, 3]), all(x for x in [1, 0, 1 / 1]))
a = b = None
print(a is b and "same" or "different", (a or b) is None, bool(a) or bool(b) or "neither")
print(True + True, True * 3, False - 1, True / 2, True // 1, True & False, True | False, True ^ True, ~False)
print(type(True & True).__name__, type(True + 0).__name__, type(not 1).__name__, type(1 and True).__name__)
if BadLen():
    pass
