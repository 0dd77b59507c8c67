import pprint
from collections import OrderedDict, defaultdict, Counter, deque
from dataclasses import dataclass

data = {
    "users": [{"id": i, "name": f"user{i}", "roles": ["admin", "dev"][: i % 3], "active": i % 2 == 0} for i in range(4)],
    "config": {"timeout": 30, "retries": 5, "endpoints": {"api": "https://api.example.com/v1", "auth": "https://auth.example.com"}},
    "matrix": [[i * j for j in range(6)] for i in range(4)],
    "empty": {}, "tuple": (1, (2, (3, (4,)))), "set": {3, 1, 2}, "fs": frozenset("ab"),
}
pprint.pprint(data)
pprint.pprint(data, width=120, compact=True)
pprint.pprint(data["config"], depth=1)
pprint.pprint(data["matrix"], compact=True, width=30)
print(pprint.pformat(data["users"][1], indent=4, sort_dicts=False))
print(pprint.pformat("a long string " * 8, width=40))
print(pprint.pformat(b"bytes " * 12, width=30))
print(pprint.saferepr({"self": "ref"}))
rec = [1, 2]
rec.append(rec)
print(pprint.isrecursive(rec), pprint.isreadable(rec), pprint.isreadable([1, "a"]))
od = OrderedDict([("z", 1), ("a", [1] * 30)])
pprint.pprint(od)
dd = defaultdict(list, {"k": list(range(25))})
pprint.pprint(dd)
pprint.pprint(Counter("mississippi"))
pprint.pprint(deque(range(30), maxlen=40))

@dataclass
class Node:
    name: str
    children: list
tree = Node("root", [Node("child-%d" % i, [Node("leaf", [])] * 2) for i in range(2)])
pprint.pprint(tree, width=50)
pp = pprint.PrettyPrinter(indent=2, width=40, underscore_numbers=True)
pp.pprint({"big": 12345678901234, "list": list(range(12))})
print(pp.pformat(range(5)), pp.isreadable({}))
try:
    pprint.PrettyPrinter(indent=-1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    pprint.PrettyPrinter(width=0)
except ValueError as e:
    print(type(e).__name__, e)
