# dict.popitem takes the last entry (LIFO) and set.pop resumes from its finger: orders, with
# insertions between pops, and popping everything (linear: 200,000 items)
d = {i: str(i) for i in range(10)}
out = []
for j in range(6):
    out.append(d.popitem())
    if j % 2:
        d[100 + j] = j
print(out, list(d.items()))
s = set(range(0, 40, 3))
seq = []
for j in range(10):
    seq.append(s.pop())
    s.add(j * 7 % 23)
print(seq, sorted(s))
s = {1, 2, 3}
s.pop(); s.discard(3); s.add(9); s.add(1)
print(s.pop(), s.pop(), len(s))
big = dict.fromkeys(range(200_000))
n = 0
while big:
    big.popitem()
    n += 1
bs = set(range(200_000))
while bs:
    bs.pop()
    n += 1
print(n)
try:
    {}.popitem()
except KeyError as e:
    print("KeyError", e)
try:
    set().pop()
except KeyError as e:
    print("KeyError", e)
