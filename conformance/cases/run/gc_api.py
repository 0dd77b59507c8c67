# The gc module's introspection: set_debug(DEBUG_SAVEALL) keeping the garbage in gc.garbage,
# get_objects and get_referrers over the tracked containers, freeze/unfreeze.
import gc


class Node:
    def __init__(self, name):
        self.name = name
        self.peer = None


gc.collect()
print(gc.get_debug())
gc.set_debug(gc.DEBUG_SAVEALL)
print(gc.get_debug() == gc.DEBUG_SAVEALL)
a = [1]
b = [a]
a.append(b)
del a, b
print(gc.collect(), len(gc.garbage), sorted(type(o).__name__ for o in gc.garbage))
print([len(o) for o in gc.garbage])
gc.garbage.clear()
gc.set_debug(0)
try:
    gc.set_debug()
except TypeError as e:
    print("TypeError:", e)

x, y = Node("x"), Node("y")
x.peer, y.peer = y, x
nodes = sorted(o.name for o in gc.get_objects() if isinstance(o, Node))
print(nodes)
holder = {"key": x}
refs = gc.get_referrers(x)
print(any(r is holder for r in refs), any(r is y for r in refs))
print(gc.is_tracked(x), gc.is_tracked(Node), gc.is_tracked(1), gc.is_tracked([]), gc.is_tracked(()))
for bad in (3, -1):
    try:
        gc.get_objects(bad)
    except ValueError as e:
        print("ValueError:", e)

print(gc.get_freeze_count())
gc.freeze()
print(gc.get_freeze_count() > 0, isinstance(gc.get_objects(), list))
gc.unfreeze()
print(gc.get_freeze_count())
