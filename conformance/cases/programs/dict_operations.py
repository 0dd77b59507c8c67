inventory = {"apple": 3, "pear": 0, "fig": 7}
inventory["kiwi"] = 2
inventory.update(pear=5)
del inventory["fig"]
print(inventory, len(inventory), "apple" in inventory)
print(sorted(inventory.items(), key=lambda kv: -kv[1]))
print(inventory.get("plum", "none"), inventory.setdefault("plum", 1), inventory.pop("kiwi"))
merged = inventory | {"grape": 9}
print(merged, list(merged.keys())[-1])
from collections import Counter, defaultdict
print(Counter("mississippi").most_common(3))
d = defaultdict(list)
for k, v in [("a", 1), ("b", 2), ("a", 3)]:
    d[k].append(v)
print(dict(d))
