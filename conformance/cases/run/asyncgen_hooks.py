# sys.set_asyncgen_hooks / get_asyncgen_hooks: firstiter at an async generator's first step,
# the finalizer for one dropped unfinished, argument checks
import sys, gc
print(sys.get_asyncgen_hooks(), type(sys.get_asyncgen_hooks()).__name__)
seen = []
def firstiter(agen):
    seen.append(("first", agen.__name__))
def finalizer(agen):
    seen.append(("final", agen.__name__))
    agen.aclose().send(None) if False else None
async def agen():
    try:
        yield 1
        yield 2
    finally:
        seen.append("finally")
sys.set_asyncgen_hooks(firstiter, finalizer)
h = sys.get_asyncgen_hooks()
print(h.firstiter is firstiter, h[1] is finalizer, len(h))
g = agen()
print(seen)
aw = g.__anext__()
print(seen)
try:
    aw.send(None)
except StopIteration as e:
    print("yielded", e.value)
del aw, g
gc.collect()
print(seen)
sys.set_asyncgen_hooks(finalizer=None)
print(sys.get_asyncgen_hooks().firstiter is firstiter, sys.get_asyncgen_hooks().finalizer)
for bad in [dict(firstiter=1), dict(finalizer="x"), dict(nope=1)]:
    try:
        sys.set_asyncgen_hooks(**bad)
    except TypeError as e:
        print(type(e).__name__, e)
sys.set_asyncgen_hooks(None, None)
print(sys.get_asyncgen_hooks())

