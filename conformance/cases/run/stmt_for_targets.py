# for loops and comprehensions over every target kind; else clauses, break/continue, errors
class Rec:
    pass
r = Rec()
for r.attr in range(3):
    pass
print(r.attr)
slots = [None, None]
for slots[0] in "ab":
    print(slots)
d = {}
for d["k"] in (1, 2):
    pass
print(d)
for [a, b] in [(1, 2), (3, 4)]:
    pass
print(a, b)
for (c, [e, f]) in [(1, "xy")]:
    print(c, e, f)
for first, *rest in ["abc", "de", "f"]:
    print(first, rest)
for *init, last in [(1, 2, 3)]:
    print(init, last)
for i, (k, v) in enumerate({"x": 1, "y": 2}.items()):
    print(i, k, v)
print([r.attr for r.attr in range(2)], r.attr)
print([slots[1] for slots[1] in "xy"], slots)
print([(p, q) for [p, q] in ["ab", "cd"]])
print({k: v for k, *v in ["abc", "de"]})
print(sorted({s[0] for s in ["aa", "b"]}))
for x in range(3):
    if x == 5:
        break
else:
    print("else after full loop", x)
for x in range(3):
    if x == 1:
        break
else:
    print("not printed")
print("broke at", x)
for x in []:
    pass
else:
    print("else on empty loop")
for x in range(6):
    if x % 2:
        continue
    if x == 4:
        break
    print("even", x)
n = 0
while n < 3:
    n += 1
    if n == 10:
        break
else:
    print("while else", n)
for outer in range(2):
    for inner in range(3):
        if inner == 1:
            break
    else:
        print("never")
    print(outer, inner)
def gen():
    for x in range(3):
        try:
            yield x
        finally:
            if x == 1:
                print("finally at 1")
for v in gen():
    if v == 1:
        break
items = [1, 2, 3]
for it in items:
    if it == 1:
        items.append(4)
print(items)
for bad in ["for a, b in [1]: pass", "for a, b in ['abc']: pass", "for a, b, *c in ['a']: pass",
            "for x in 5: pass", "for x.y in [1]: pass", "for x[0] in [1]: pass",
            "for (a, b) in [(1,)]: pass", "for [a] in [[]]: pass"]:
    try:
        exec(bad, {"x": None})
    except (TypeError, ValueError, NameError, AttributeError) as e:
        print(f"{bad!r}: {type(e).__name__}: {e}")
class Stop:
    def __iter__(self):
        return self
    def __next__(self):
        raise StopIteration
for s in Stop():
    print("never")
else:
    print("empty custom iterator")
class BadIter:
    def __iter__(self):
        return 5
try:
    for x in BadIter():
        pass
except TypeError as e:
    print(type(e).__name__, e)
for x, in [(1,), [2]]:
    print(x)
for a, b in [(1, 2, 3)]:
    pass
