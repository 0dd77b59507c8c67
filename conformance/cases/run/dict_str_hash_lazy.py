# str hashes as dict and set keys: keys built at run time (concatenation, slicing, case changes),
# dicts that start with str keys and later take other keys (the per-entry hashes then built),
# deletions and resizes, and equal strs from different sources hashing equal.
d = {}
words = "alpha beta gamma delta epsilon zeta eta theta iota kappa".split()
for i in range(300):
    w = words[i % 10] + str(i % 37)
    d[w] = d.get(w, 0) + 1
print(len(d), d["alpha0"], d["kappa9"], list(d)[:5])
d[1] = "one"
d[(1, "a")] = "tuple"
d[2.5] = "float"
print(len(d), d[1], d[(1, "a")], d[2.5], d["beta1"], list(d)[-4:])
for i in range(0, 300, 3):
    d.pop(words[i % 10] + str(i % 37), None)
print(len(d), sorted(k for k in d if isinstance(k, str))[:6])
e = dict.fromkeys(("ab" * 20)[i:i + 5] for i in range(30))
print(list(e))
s1 = "".join(["hel", "lo"])
s2 = "HELLO".lower()
s3 = "xhellox"[1:6]
print(hash(s1) == hash(s2) == hash(s3) == hash("hello"), s1 is not s2)
print({s1: 1}[s2], {s3: 2}[s1], (s1, 1) == (s2, 1), hash((s1, 1)) == hash((s3, 1)))
print(frozenset([s1, "x"]) == frozenset(["x", s2]), hash(frozenset([s1, "x"])) == hash(frozenset([s3, "x"])))
st = set()
for i in range(200):
    st.add("k" + str(i))
print(len(st), all(("k" + str(i)) in st for i in range(200)), "k200" in st)
st2 = {("k" + str(i)) for i in range(0, 200, 2)}
print(len(st & st2), len(st - st2), sorted(st2)[:3])
big = {}
for i in range(5000):
    big["key%d" % i] = i
for i in range(0, 5000, 2):
    del big["key%d" % i]
big[10] = 10
print(len(big), big["key4999"], big[10], list(big)[:3], sum(big.values()))
