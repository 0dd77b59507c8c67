# mappingproxy's | (a new dict of the mappings it stands for) and its refused |=
import types
from collections import OrderedDict
mp = types.MappingProxyType({"a": 1, "b": 2})
print(mp | {"b": 3, "c": 4}, {"z": 0} | mp, mp | mp, type(mp | {}).__name__)
print(types.MappingProxyType(OrderedDict(x=1)) | {"y": 2})
class C:
    x = 1
print(sorted(k for k in (C.__dict__ | {"extra": 1}) if not k.startswith("__")))
for bad in [lambda: mp | 1, lambda: 1 | mp, lambda: mp | [("a", 1)]]:
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, e)
m2 = mp
try:
    m2 |= {"q": 1}
except TypeError as e:
    print(type(e).__name__, e)
print(mp, m2 is mp, "__or__" in dir(mp), "__ror__" in dir(mp), "__ior__" in dir(mp))
print(mp.__or__({"k": 1}), mp.__ror__({"k": 1}), mp.__or__(5))
