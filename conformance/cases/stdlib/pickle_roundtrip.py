import re
import pickle
import pickletools
from collections import OrderedDict, namedtuple
from dataclasses import dataclass

Point = namedtuple("Point", "x y")

@dataclass
class Account:
    owner: str
    balance: float
    history: list

class Connection:
    def __init__(self, host):
        self.host = host
        self.socket = object()
    def __getstate__(self):
        state = self.__dict__.copy()
        del state["socket"]
        return state
    def __setstate__(self, state):
        self.__dict__.update(state)
        self.socket = "reconnected"

data = {"int": 42, "big": 2**100, "float": 3.5, "str": "caf\u00e9", "bytes": b"\x00\xff", "none": None,
        "tuple": (1, (2, 3)), "list": [1, [2]], "set": {1, 2}, "fs": frozenset({3}), "complex": 1 + 2j,
        "od": OrderedDict(a=1), "point": Point(1, 2), "acct": Account("ann", 10.0, [1, 2]), "bool": True}
for proto in range(pickle.HIGHEST_PROTOCOL + 1):
    blob = pickle.dumps(data, protocol=proto)
    back = pickle.loads(blob)
    print(proto, back == data, type(back["point"]).__name__, back["acct"])
shared = [1, 2]
obj = [shared, shared]
back = pickle.loads(pickle.dumps(obj))
print(back[0] is back[1])
rec = []
rec.append(rec)
r2 = pickle.loads(pickle.dumps(rec))
print(r2[0] is r2)
c = pickle.loads(pickle.dumps(Connection("db.local")))
print(c.host, c.socket)
print(pickle.dumps(1, protocol=0), pickle.dumps("a", protocol=2), pickle.dumps((1, 2), protocol=4))
pickletools.dis(pickle.dumps([1, "two", (3.0,)], protocol=2))
print(pickletools.optimize(pickle.dumps({"a": [1, 2]}, protocol=2)))
for bad in [lambda: pickle.dumps(lambda x: x), lambda: pickle.loads(b"garbage"), lambda: pickle.loads(b""),
            lambda: pickle.dumps(iter([]))]:
    try:
        bad()
    except (pickle.PicklingError, pickle.UnpicklingError, EOFError, TypeError, AttributeError) as e:
        # a local function's repr carries its address: masked
        print(type(e).__name__, re.sub(r" at 0x[0-9a-f]+", " at ADDR", str(e)))
