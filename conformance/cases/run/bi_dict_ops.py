# dict | and |=, iteration mutation errors, popitem order, setdefault, equality
a = {'x': 1, 'y': 2}
b = {'y': 20, 'z': 30}
print(a | b, b | a, a)
c = a.copy(); c |= b; print(c)
c |= [('w', 0)]; print(c)
for bad in [lambda: a | [('q', 1)], lambda: a | 1, lambda: [] | a]:
    try:
        print(bad())
    except TypeError as e:
        print(e)
try:
    c |= 5
except TypeError as e:
    print(e)
try:
    c |= [1]
except (TypeError, ValueError) as e:
    print(type(e).__name__, e)
d = {i: str(i) for i in range(5)}
try:
    for key in d:
        d[key + 10] = 'x'
except RuntimeError as e:
    print(e)
d = {i: str(i) for i in range(5)}
try:
    for key in d:
        del d[key]
except RuntimeError as e:
    print(e, d)
d = {i: str(i) for i in range(5)}
for key in d:
    d[key] = 'same size ok'
print(d)
try:
    for v in d.values():
        d.pop(0)
except RuntimeError as e:
    print(e)
try:
    for kv in d.items():
        d.clear()
except RuntimeError as e:
    print(e)
p = {1: 1, 2: 2, 3: 3}
out = []
while p:
    out.append(p.popitem())
print(out)
try:
    p.popitem()
except KeyError as e:
    print(repr(e))
q = dict.fromkeys('abc', 0)
q['a'] += 1
print(q, dict.fromkeys({'z': 1, 'y': 2}), type(dict.fromkeys(())).__name__)
class MD(dict):
    pass
print(type(MD.fromkeys('ab')).__name__, MD(a=1) | {'b': 2}, type(MD(a=1) | {'b': 2}).__name__)
print({1: 2} == {1: 2.0}, {1: 2} == {1: 3}, {'a': [1]} == {'a': [1]})
nested = {'k': {'inner': [1, {'deep': ()}]}}
print(nested, nested['k']['inner'][1])
print(len({}), bool({}), bool({0: 0}))
z = {}
z[1] = z
print(z, repr(z) == str(z))
e = {1: 'a'}
it = iter(e)
e[2] = 'b'
next(it)
