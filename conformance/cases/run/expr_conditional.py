# conditional expressions: evaluation laziness, nesting, precedence, in comprehensions/lambdas/defaults
log = []
def t(v, tag):
    log.append(tag)
    return v
print(t("yes", "body") if t(True, "test") else t("no", "orelse"), log)
log.clear()
print(t("yes", "body") if t(0, "test") else t("no", "orelse"), log)
x = 5
print("big" if x > 3 else "small", "even" if x % 2 == 0 else "odd")
print("neg" if x < 0 else "zero" if x == 0 else "pos")
print(("a" if x else "b") + "c", "a" if x else "b" + "c", "a" if not x else "b" + "c")
print(1 if x else 2 + 10, (1 if x else 2) + 10, [1, 2][0 if x else 1])
print((lambda: 0 if x else 1)(), (lambda: (0 if x else 1))())
print([v if v % 2 else -v for v in range(5)], [v for v in range(5) if v % 2 if v > 1])
print({k: ("odd" if k % 2 else "even") for k in range(3)})
def default(a=1 if x > 3 else 2):
    return a
print(default())
print(x if x is not None else "none", None if None else "falsy branch")
print(not x if x else "not taken", (yield_val := 3) if x else 0, yield_val)
class Truthy:
    def __bool__(self):
        print("bool() called once")
        return False
print("t" if Truthy() else "f")
print(1 / 0 if False else "lazy orelse", "lazy body" if True else 1 / 0)
print(type(1 if x else 1.0).__name__, type(1 if not x else 1.0).__name__)
res = [("a" if i == 0 else "b" if i == 1 else "c") for i in range(4)]
print(res, "".join(ch.upper() if i % 2 else ch for i, ch in enumerate("abcdef")))
print(f"{'on' if x else 'off'}", f"{x if x > 10 else -x:>4}")
print(x + 1 if x else x - 1, x and 1 if x else 0, (x or 0) if x else 1)
print(max(1, 2) if min(3, 4) > 2 else None, sorted([3, 1], reverse=True if x else False))
for src in ["a if b", "a if b else", "x = 1 if True else pass", "(a if b else c) = 1", "a if b else c = 1", "del (a if b else c)"]:
    try:
        compile(src, "<cond>", "exec")
        print("compiled", src)
    except SyntaxError as e:
        print(src, "->", e.msg)
class BadBool:
    def __bool__(self):
        raise RuntimeError("truth undecidable")
try:
    print("a" if BadBool() else "b")
except RuntimeError as e:
    print(type(e).__name__, e)
print("end" if [] else {} if {} else () if () else "all falsy")
print(undefined_name if x > 100 else "unevaluated name is fine")
print(undefined_name if x < 100 else "never")
