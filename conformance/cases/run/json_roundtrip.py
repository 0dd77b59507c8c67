# json.dumps / json.loads of every type, options and errors (through _json, as CPython)
import json, codecs
from collections import OrderedDict
docs = [None, True, False, 0, -1, 10**30, 1.5, 1e300, float('inf'), float('-inf'), "", "a\"b\\c\n\t\x00\x1f\u2028é😀", [], {}, [1, [2, [3]]], {"b": 1, "a": [None, {"x": 2.25}]}, {1: "int key", 2.5: "float", True: "bool", None: "none"}]
for d in docs:
    print(json.dumps(d), json.dumps(d, ensure_ascii=False))
print(json.dumps(float('nan')))
print(json.dumps({"b": 1, "a": [1, 2, {"c": []}]}, indent=2, sort_keys=True))
print(json.dumps([1, {"a": 2}], indent="\t", separators=(",", "= ")))
print(json.dumps({"a": 1}, indent=0))
print(json.dumps(OrderedDict([("z", 1), ("y", 2)])))
class C: pass
try: json.dumps(C())
except TypeError as e: print(e, getattr(e, '__notes__', None))
print(json.dumps({"c": C()}, default=lambda o: "C!"))
try: json.dumps({(1, 2): 3})
except TypeError as e: print(e)
print(json.dumps({(1, 2): 3, "k": 1}, skipkeys=True))
l = []; l.append(l)
try: json.dumps(l)
except ValueError as e: print(e)
d = {}; d["x"] = d
try: json.dumps(d)
except ValueError as e: print(e)
try: json.dumps(float('nan'), allow_nan=False)
except ValueError as e: print(e)
for s in ['{"a": [1, 2.5, -3e2, true, false, null], "b": "\\u00e9\\ud83d\\ude00"}', '  [1 , 2 ]  ', '"x"', '1E400', '-0', '-0.0', '123456789012345678901234567890', 'NaN', '[Infinity, -Infinity]']:
    print(repr(json.loads(s)))
print(json.loads('{"a": 1, "b": 2}', object_hook=lambda d: sorted(d.items())))
print(json.loads('{"a": 1, "a": 2}', object_pairs_hook=lambda p: p))
print(json.loads('[1.5, 2, NaN]', parse_float=lambda s: "F" + s, parse_int=lambda s: "I" + s, parse_constant=lambda s: "C" + s))
for bad in ['', '[', '[1,]', '{"a" 1}', '{"a": 1,}', '[1 2]', '"abc', '"a\\x"', '"\\u12"', '{1: 2}', 'nul', '[1] x', '"a\x01b"', '\n\n  [\n 1,\n ]', '{"a":1', '[-]', '"\\ud800"', '1.', '01']:
    try: print("ok", repr(json.loads(bad)))
    except json.JSONDecodeError as e: print(type(e).__name__, e, e.pos, e.lineno, e.colno)
print(json.loads('"a\x01b"', strict=False))
print(json.loads(b'{"a": 1}'), json.loads("1".encode("utf-8-sig")), json.loads('[1]'.encode('utf-16')))
try: json.loads('\ufeff[1]')
except json.JSONDecodeError as e: print(e)
print(json.loads('"\\ud800"') == '\ud800', json.loads('"\\ud83d\\ude00"'))
print(json.JSONEncoder(sort_keys=True).encode({"b": 1, "a": 2}), list(json.JSONEncoder().iterencode([1, "x"])))
print(json.JSONDecoder().raw_decode('[1] tail'))
class E(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set): return sorted(o)
        return super().default(o)
print(E().encode({"s": {3, 1, 2}}))
print(json.dumps("\U0001f600\x7f\x80"), json.dumps([1.0, 1e16, 1e-7, 0.1, -0.0]))
class MyInt(int): pass
class MyFloat(float): pass
class MyStr(str): pass
print(json.dumps([MyInt(3), MyFloat(2.5), MyStr("s"), {MyStr("k"): 1}]))
