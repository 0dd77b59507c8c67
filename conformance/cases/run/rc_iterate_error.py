import sys
class O:
    pass
o = O()
def bad(n):
    for _ in range(n):
        yield o
    raise ValueError('late')
base = sys.getrefcount(o)
for make in (list, tuple, sorted, set, frozenset, lambda g: [x for x in g], lambda g: dict.fromkeys(g), lambda g: bytes(g)):
    try:
        make(bad(3))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
    print(sys.getrefcount(o) - base)
