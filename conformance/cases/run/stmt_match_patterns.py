# match statement: every pattern kind (value, singleton, sequence, mapping, class, star, as, or), guards, errors
import sys
class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
class Plain:
    def __init__(self):
        self.a = 1
class Color:
    RED = "red"
    BLUE = "blue"
def describe(subject):
    match subject:
        case None:
            return "singleton None"
        case True | False as b:
            return f"bool {b}"
        case 0 | 0.0:
            return "zero number"
        case -1 | 1j | -2.5:
            return f"negative or complex literal {subject!r}"
        case Color.RED:
            return "dotted value RED"
        case "text" | b"bytes":
            return f"str/bytes literal {subject!r}"
        case int(n) if n > 100:
            return f"big int {n}"
        case int() | float():
            return f"number {subject}"
        case []:
            return "empty sequence"
        case [x]:
            return f"one element {x}"
        case [1, *rest] if rest:
            return f"starts with 1, rest {rest}"
        case (a, b, *_, z):
            return f"at least 3: {a} {b} .. {z}"
        case [_, _]:
            return "pair"
        case {"type": "circle", "r": r, **others}:
            return f"circle r={r} others={others}"
        case {"k": {"nested": [_, inner]}}:
            return f"nested {inner}"
        case {}:
            return "any mapping"
        case Point(x=0, y=0):
            return "origin"
        case Point(0, y):
            return f"on y axis {y}"
        case Point(x, y=py) if x == py:
            return f"diagonal {x}"
        case Point():
            return "some point"
        case str() as s if len(s) > 3:
            return f"long str {s}"
        case str(s):
            return f"short str {s}"
        case Plain(a=1):
            return "plain with a=1"
        case _:
            return f"wildcard {type(subject).__name__}"
for s in [None, True, False, 0, 0.0, -1, 1j, -2.5, "red", "text", b"bytes", 500, 7, 3.5, [], (9,),
          [1, 2, 3], [2, 3, 4, 5], (1, 2), [1], {"type": "circle", "r": 2, "c": "blue"},
          {"k": {"nested": [0, "deep"]}}, {"x": 1}, Point(0, 0), Point(0, 5), Point(3, 3), Point(1, 2),
          "longer", "ab", Plain(), object(), "bytes", range(2), bytearray(b"ab")]:
    print(describe(s))
match [1, [2, 3]]:
    case [a, [b, c] as inner] as whole:
        print(a, b, c, inner, whole)
match {"a": 1, "b": 2}:
    case {"a": 1, **rest}:
        print("rest", rest)
match "abc":
    case [*chars]:
        print("str is not a sequence pattern", chars)
    case _:
        print("str not matched as sequence")
match 5:
    case x if x < 0:
        print("neg")
    case x:
        print("capture", x)
class BadArgs:
    __match_args__ = ("a",)
class NotTuple:
    __match_args__ = ["a"]
    a = 1
class DupAttr:
    __match_args__ = ("a",)
    a = 1
for subject, maker in [(BadArgs(), lambda s: s), (NotTuple(), lambda s: s), (DupAttr(), lambda s: s)]:
    try:
        match subject:
            case BadArgs(x, y):
                print("matched too many")
            case NotTuple(x):
                print("matched list args", x)
            case DupAttr(x, a=y):
                print("dup", x, y)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    match 1:
        case int(1, 2):
            pass
except TypeError as e:
    print(type(e).__name__, e)
try:
    match 1:
        case len():
            pass
except TypeError as e:
    print(type(e).__name__, e)
for src in ["match x:\n    case a | b: pass", "match x:\n    case y:\n        pass\n    case 1: pass",
            "match x:\n    case [*a, *b]: pass", "match x:\n    case {**r, 'k': 1}: pass",
            "match x:\n    case a as a: pass", "match x:\n    case {'k': 1, 'k': 2}: pass",
            "match x:\n    case Point(x=1, x=2): pass", "match x:\n    case 1 + 2: pass", "match x:\n    case f(): pass"]:
    try:
        compile(src, "<match>", "exec")
        print("compiled")
    except SyntaxError as e:
        print(type(e).__name__, e.msg)
match Point(1, 2):
    case Point(1, 2, 3):
        pass
