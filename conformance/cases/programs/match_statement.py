def describe(obj):
    match obj:
        case []:
            return "empty list"
        case [x]:
            return f"one item {x}"
        case [x, *rest]:
            return f"starts with {x}, {len(rest)} more"
        case {"type": "point", "x": x, "y": y}:
            return f"point {x},{y}"
        case int(n) if n < 0:
            return "negative"
        case int() | float():
            return "number"
        case str() as s:
            return f"string {s!r}"
        case _:
            return "other"

for o in [[], [1], [1, 2, 3], {"type": "point", "x": 1, "y": 2}, -5, 2.5, "hi", None]:
    print(describe(o))
