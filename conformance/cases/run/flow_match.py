# match statement: every pattern kind
class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
class Color:
    RED = "red"
    GREEN = "green"
def describe(v):
    match v:
        case None:
            return "none"
        case True:
            return "true"
        case 0 | 1 | 2:
            return "small int"
        case int(n) if n < 0:
            return f"negative {n}"
        case float() | complex():
            return "float-ish"
        case Color.RED:
            return "red!"
        case "a" | "b" as ch:
            return f"letter {ch}"
        case str(s):
            return f"str {s}"
        case []:
            return "empty list"
        case [x]:
            return f"one {x}"
        case [x, y, *rest] if not rest:
            return f"pair {x} {y}"
        case [first, *middle, last]:
            return f"seq {first} {middle} {last}"
        case {"type": "pt", "x": px, **others}:
            return f"map pt {px} {others}"
        case {"k": _}:
            return "has k"
        case {}:
            return "some mapping"
        case Point(0, 0):
            return "origin"
        case Point(x=0, y=yy):
            return f"on y axis {yy}"
        case Point(xx, y=0):
            return f"on x axis {xx}"
        case Point(a, b):
            return f"point {a},{b}"
        case (1, _) | (_, 1):
            return "has one"
        case _:
            return "other"
for v in [None, True, 1, -5, 2.5, "red", "a", "zz", [], [9], [1, 2], [1, 2, 3, 4], (5, 6, 7),
          {"type": "pt", "x": 3, "z": 4}, {"k": 1}, {"q": 1}, Point(0, 0), Point(0, 5), Point(5, 0), Point(3, 4), 100, b"ab", range(3)]:
    print(repr(v) if not isinstance(v, Point) else "Point", "->", describe(v))
match "abc":
    case [*_]:
        print("str is not a sequence")
    case _:
        print("str not matched as sequence")
class Bad:
    __match_args__ = ("a",)
class Bad2:
    __match_args__ = 5
for subject, fn in [(Bad(), lambda s: (lambda: [0 for _ in [0]])),]:
    pass
def try_match(s):
    try:
        match s:
            case Bad(a, b):
                return "two"
            case Bad(1):
                return "one"
    except Exception as e:
        return f"{type(e).__name__}: {e}"
print(try_match(Bad()))
def try_match2(s):
    try:
        match s:
            case Bad2(1):
                return "x"
    except Exception as e:
        return f"{type(e).__name__}: {e}"
print(try_match2(Bad2()))
def try_match3(s):
    try:
        match s:
            case int(1, 2):
                return "x"
    except Exception as e:
        return f"{type(e).__name__}: {e}"
print(try_match3(1))
def try_match4(s):
    try:
        match s:
            case len(1):
                return "x"
    except Exception as e:
        return f"{type(e).__name__}: {e}"
print(try_match4(1))
match {"a": 1, "b": 2}:
    case {"a": 1, **rest}:
        print("rest", rest)
match [1, [2, [3, 4]]]:
    case [a, [b, [c, d]]]:
        print(a + b + c + d)
match 5:
    case x:
        print("capture", x)
match Point(1, 2):
    case Point(x=a) if a > 5:
        print("no")
    case Point(y=b):
        print("y", b)
class P2(Point):
    __match_args__ = ("y",)
match P2(1, 2):
    case P2(v):
        print("P2", v)
match {"x": 1}:
    case {"x": 1 | 2 as val}:
        print("val", val)
