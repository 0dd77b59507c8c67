# Builtin methods called with one argument or none (CPython's CALL_METHOD_DESCRIPTOR_O and
# _NOARGS paths), with the wrong number of arguments or with keywords: the result or CPython's
# TypeError, whether called on the object, through the type, or as a bound method.
calls = [
    ("add", (), {}), ("add", (1, 2), {}), ("add", (), {"x": 1}), ("add", (3,), {}),
    ("discard", (), {}), ("discard", (3,), {}), ("remove", (1, 2), {}), ("remove", (99,), {}),
    ("pop", (1,), {}), ("clear", (1,), {}), ("copy", (1,), {}), ("copy", (), {}),
    ("union", (), {"x": 1}), ("union", ([5], (6,)), {}), ("update", (), {"x": 1}),
    ("symmetric_difference", (), {}), ("symmetric_difference", ({1, 7},), {}),
    ("issubset", (), {}), ("issubset", ([1, 2, 3, 4],), {}), ("isdisjoint", (1, 2), {}),
    ("intersection_update", (), {"a": 2}), ("symmetric_difference_update", (), {}),
    ("difference", (), {"a": 1}), ("difference", ([1], [2]), {}), ("issuperset", (), {"a": 1}),
    ("issuperset", ([],), {}), ("intersection", ({1, 2},), {}),
]
for name, args, kw in calls:
    for s in ({1, 2}, frozenset({1, 2})):
        m = getattr(s, name, None)
        if m is None:
            continue
        for how, f in (("bound", m), ("type", lambda *a, **k: getattr(type(s), name)(s, *a, **k))):
            try:
                print(name, how, type(s).__name__, sorted(s) if isinstance(s, set) else "", f(*args, **kw))
            except (TypeError, KeyError) as e:
                print(name, how, type(s).__name__, type(e).__name__, e)


def direct():
    out = []
    s = {1, 2, 3}
    s.add(4)
    s.discard(1)
    s.remove(2)
    out.append(sorted(s))
    try:
        s.remove(10)
    except KeyError as e:
        out.append(("KeyError", e.args))
    try:
        s.add([])
    except TypeError as e:
        out.append(str(e))
    out.append(s.pop() in (3, 4))
    xs = [1, 2, 3]
    out.append((xs.pop(), xs.pop(0), xs))
    try:
        [].pop()
    except IndexError as e:
        out.append(str(e))
    try:
        xs.pop(1, 2)
    except TypeError as e:
        out.append(str(e))
    d = {"a": 1}
    out.append((d.get("a"), d.get("b"), d.get("b", 0), list(d.keys()), list(d.items()), list(d.values())))
    try:
        d.get()
    except TypeError as e:
        out.append(str(e))
    try:
        d.keys(1)
    except TypeError as e:
        out.append(str(e))
    w = "..Word.."
    out.append((w.strip("."), w.lstrip("."), w.rstrip("."), " x ".strip(), w.strip(None), w.lower(), w.upper(), w.swapcase()))
    for bad in ((1,), (".", "x")):
        try:
            w.strip(*bad)
        except TypeError as e:
            out.append(str(e))
    try:
        w.lower(1)
    except TypeError as e:
        out.append(str(e))
    try:
        w.upper(x=1)
    except TypeError as e:
        out.append(str(e))
    return out


for _ in range(3):
    print(direct())
