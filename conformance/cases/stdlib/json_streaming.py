import json
from datetime import date
from decimal import Decimal

lines = ['{"event": "login", "user": "ann", "ts": 1}', '{"event": "view", "user": "ann", "page": "/home", "ts": 2}',
         'not json', '{"event": "logout", "user": "ann", "ts": 3}', '[1, 2]', '{"event": "login", "user": "bob", "ts": 4}']
events = []
for n, line in enumerate(lines, 1):
    try:
        obj = json.loads(line)
    except json.JSONDecodeError as e:
        print(f"line {n}: {e.msg} at col {e.colno}")
        continue
    if not isinstance(obj, dict):
        print(f"line {n}: expected object, got {type(obj).__name__}")
        continue
    events.append(obj)
print(len(events), sorted({e["user"] for e in events}))

dec = json.JSONDecoder()
stream = '{"a": 1} {"b": [2, 3]}   [4]  "five" 6.5'
pos, out = 0, []
while pos < len(stream):
    while pos < len(stream) and stream[pos].isspace():
        pos += 1
    if pos == len(stream):
        break
    obj, pos = dec.raw_decode(stream, pos)
    out.append(obj)
print(out)

class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, date):
            return o.isoformat()
        if isinstance(o, Decimal):
            return str(o)
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)
print(json.dumps({"d": date(2026, 12, 2), "price": Decimal("9.99"), "tags": {"b", "a"}}, cls=Enc, sort_keys=True))
print(list(Enc(indent=1).iterencode([1, {"k": None}])))
print(json.dumps("\u00e9\n\t\"\\", ensure_ascii=True), json.dumps("\U0001f600"), json.loads('"\\ud83d\\ude00"'))
print(json.dumps([1, 2], indent="--"), json.dumps({}, indent=2), json.dumps([], indent=2), json.dumps({"a": [1]}, indent=0))
print(json.loads("  [1,\n 2 ]  "), json.loads(b'{"bytes": true}'), json.loads("1e400"), json.loads("-0"), json.loads('"\\u0041"'))
print(json.dumps(10**30), json.loads("123456789012345678901234567890"), json.dumps(1.1), json.dumps(1e-7), json.dumps(True))
for bad in ["", "[1,]", '{"a" 1}', "[1 2]", "tru", '"\\x"', "NaN1", "[" * 3]:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(repr(bad), "->", e)
try:
    json.dumps({(1, 2): "tuple key"})
except TypeError as e:
    print(type(e).__name__, e)
print(json.dumps({(1, 2): "skipped", "ok": 1}, skipkeys=True))
