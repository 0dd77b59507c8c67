# Messages name a builtin type defined in a module by its full tp_name ('sys.flags',
# '_io.TextIOWrapper', 'types.SimpleNamespace'), while __name__ and reprs use the short name.
import os
import sys

Namespace = type(sys.implementation)
name = 'type_dotted_names_tmp.txt'
with open(name, 'w') as w:
    w.write('x\n')
f = open(name)

attempts = [
    lambda: sys.flags.no_such_flag,
    lambda: sys.float_info.no_such_field,
    lambda: sys.version_info + 1,
    lambda: sys.flags(),
    lambda: -sys.flags,
    lambda: sys.flags < 1,
    lambda: sys.int_info[0:1] + [1],
    lambda: Namespace()[0],
    lambda: hash(Namespace()),
    lambda: {Namespace(): 1},
    lambda: {Namespace()},
    lambda: len(Namespace()),
    lambda: f.no_such_method(),
    lambda: len(f),
    lambda: f[0],
    lambda: f + 1,
    lambda: iter(Namespace()),
    lambda: int(sys.flags),
    lambda: float(Namespace()),
    lambda: "%d" % sys.float_info,
    lambda: [].append.no_attr,
    lambda: sys.getrecursionlimit.no_attr,
]
for attempt in attempts:
    try:
        attempt()
    except Exception as e:
        print(type(e).__name__ + ":", e)

print(type(sys.flags).__name__, type(sys.float_info).__qualname__, type(f).__name__, Namespace.__name__)
print(type(sys.flags), type(f), Namespace)
print(repr(Namespace(a=1, b="x")), Namespace(a=1) == Namespace(a=1))
f.close()
os.remove(name)
class Local:
    pass
try:
    Local()[0]
except TypeError as e:
    print(e)
sys.flags.debug = 1
