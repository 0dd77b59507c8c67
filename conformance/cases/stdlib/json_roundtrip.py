import json

config = {
    "name": "service",
    "port": 8080,
    "debug": False,
    "ratio": 0.25,
    "tags": ["web", "api"],
    "limits": {"cpu": 2, "memory": None},
    "unicode": "caf\u00e9 \u2603",
}

text = json.dumps(config)
print(text)
print(json.dumps(config, indent=2, sort_keys=True))
print(json.dumps(config, ensure_ascii=False, separators=(",", ":")))
back = json.loads(text)
print(back == config, type(back["limits"]).__name__)

# custom encoder for objects json does not know
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

class PointEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Point):
            return {"__point__": [o.x, o.y]}
        return super().default(o)

def as_point(d):
    if "__point__" in d:
        return Point(*d["__point__"])
    return d

s = json.dumps({"a": Point(1, 2), "b": [Point(3, 4)]}, cls=PointEncoder)
print(s)
obj = json.loads(s, object_hook=as_point)
print(obj["a"].x, obj["a"].y, obj["b"][0].y)

# floats, ints and special values
print(json.dumps([1.0, 1e100, 10**20, float("inf"), float("nan"), -0.0]))
print(json.loads("[1.5, 2, 3e2]", parse_float=str, parse_int=lambda s: int(s) * 10))
print(json.loads('{"a": 1, "a": 2}'))
print(json.loads('{"x": [1, 2]}', object_pairs_hook=list))

# error paths
for bad in ['{"a": 1,}', "[1, 2", "nul", '"unterminated', "{1: 2}"]:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(type(e).__name__, e, e.pos, e.lineno, e.colno)
try:
    json.dumps({"s": {1, 2}})
except TypeError as e:
    print(type(e).__name__, e)
try:
    json.dumps([float("nan")], allow_nan=False)
except ValueError as e:
    print(type(e).__name__, e)
try:
    d = {}
    d["self"] = d
    json.dumps(d)
except ValueError as e:
    print(type(e).__name__, e)
print(json.dumps({1: "a", 2.5: "b", True: "c", None: "d"}))
