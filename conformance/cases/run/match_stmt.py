# structural pattern matching: literals, sequences, mappings, classes, guards, captures, or-patterns
class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y

def describe(v):
    match v:
        case 0 | 1:
            return "bit"
        case int(n) if n < 0:
            return f"negative {n}"
        case str() as s:
            return f"string {s!r}"
        case [x, y]:
            return f"pair {x},{y}"
        case [first, *rest]:
            return f"seq starting {first} (+{len(rest)})"
        case {"kind": "circle", "r": r}:
            return f"circle r={r}"
        case {"kind": k, **others}:
            return f"shape {k} {sorted(others)}"
        case Point(0, 0):
            return "origin"
        case Point(x=0, y=yy):
            return f"on y axis at {yy}"
        case Point(a, b):
            return f"point {a},{b}"
        case None:
            return "nothing"
        case _:
            return f"other {type(v).__name__}"

for v in [0, 1, -5, 7, "hi", [1, 2], (3, 4, 5), [9], {"kind": "circle", "r": 2}, {"kind": "sq", "w": 1, "h": 2},
          Point(0, 0), Point(0, 5), Point(2, 3), None, 2.5, {"x": 1}]:
    print(describe(v))
class NoArgs:
    pass
try:
    match NoArgs():
        case NoArgs(1):
            pass
except TypeError as e:
    print("TypeError:", e)
