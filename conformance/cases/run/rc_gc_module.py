# the gc module's interface: enable/disable, thresholds, is_tracked, callbacks, get_referents
import gc
gc.collect()

print(gc.isenabled())
gc.disable()
print(gc.isenabled())
gc.enable()
print(gc.isenabled())
print(gc.get_threshold())
print(type(gc.get_count()).__name__, len(gc.get_count()))
print(gc.garbage, type(gc.callbacks).__name__)
print("atoms", gc.is_tracked(1), gc.is_tracked("s"), gc.is_tracked(None), gc.is_tracked(2.5))
print("containers", gc.is_tracked([]), gc.is_tracked({}), gc.is_tracked({1}), gc.is_tracked(lambda: 0))
class C:
    pass
print("instances", gc.is_tracked(C()), gc.is_tracked(()))
events = []
def cb(phase, info):
    events.append((phase, info["generation"], info["collected"]))
gc.callbacks.append(cb)
l = []
l.append(l)
del l
print("collected", gc.collect())
print(events)
gc.callbacks.remove(cb)
gc.collect()
print(len(events))
x = [1, "a"]
y = [x, x]
print(len(gc.get_referents(y)), gc.get_referents(y)[0] is x)
try:
    gc.collect(3)
except ValueError as e:
    print(type(e).__name__, e)
print(gc.collect(0) >= 0, gc.collect(2))
