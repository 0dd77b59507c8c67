import bisect

def grade(score, breakpoints=(60, 70, 80, 90), grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100, 60]])

scores = []
for s in [50, 20, 80, 20, 60, 90, 40]:
    bisect.insort(scores, s)
print(scores)
print(bisect.bisect_left(scores, 20), bisect.bisect_right(scores, 20), bisect.bisect(scores, 100))
print(bisect.bisect_left(scores, 55, lo=2, hi=5))

records = [("alice", 31), ("bob", 25), ("carol", 40), ("dave", 25)]
records.sort(key=lambda r: r[1])
ages = [r[1] for r in records]
print(records[bisect.bisect_left(ages, 25):bisect.bisect_right(ages, 25)])
print(bisect.bisect_left(records, 31, key=lambda r: r[1]), bisect.bisect_right(records, 25, key=lambda r: r[1]))
bisect.insort(records, ("erin", 33), key=lambda r: r[1])
bisect.insort_left(records, ("fred", 25), key=lambda r: r[1])
print(records)

def index(a, x):
    i = bisect.bisect_left(a, x)
    if i != len(a) and a[i] == x:
        return i
    raise ValueError(f"{x} not found")
def find_le(a, x):
    i = bisect.bisect_right(a, x)
    if i:
        return a[i - 1]
    raise ValueError("no value <= %r" % x)
for q in [40, 45]:
    try:
        print(q, index(scores, q))
    except ValueError as e:
        print(type(e).__name__, e)
print(find_le(scores, 45))
try:
    find_le(scores, 1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    bisect.bisect([1, 2], 1, lo=-1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    bisect.bisect([1, "a"], 2)
except TypeError as e:
    print(type(e).__name__, e)

words = sorted("delta alpha echo bravo charlie".split())
print(words, bisect.bisect(words, "c"), bisect.bisect(words, "charlie"))
