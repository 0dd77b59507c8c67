# str.join: an exact list or tuple read in place, other iterables through an iterator; a single
# exact str is returned itself; error messages and reference counts on every path.
import sys

x = "hello world"
base = sys.getrefcount(x)
print("".join([x]) is x, "-".join((x,)) is x, "".join(iter([x])) is x, "".join(s for s in [x]) is x)
print(sys.getrefcount(x) - base)
y = ",".join([x, x]); print(y, y is x, sys.getrefcount(x) - base)
del y
y = ",".join(iter((x, x, x))); print(y, sys.getrefcount(x) - base)
del y


class S(str):
    pass


s = S("abc")
r = "".join([s]); print(type(r).__name__, r is s, r)
r = "".join(iter([s])); print(type(r).__name__, r is s, r)
print(repr(" ".join([])), repr(" ".join(())), repr("|".join(("a",))), ",".join(["a", "b", "c"]), "".join("xyz"))
print(", ".join({"k1": 1, "k2": 2}), "-".join(map(str, range(5))))
for bad in (["a", 1], ("a", "b", None), iter(["a", b"b"]), [x, 3.5]):
    try:
        " ".join(bad)
    except TypeError as e:
        print(e)
print(sys.getrefcount(x) - base)
try:
    " ".join(5)
except TypeError as e:
    print(e)
try:
    " ".join()
except TypeError as e:
    print(e)
try:
    " ".join(["a"], ["b"])
except TypeError as e:
    print(e)
big = ["w%d" % i for i in range(1000)]
j = " ".join(big)
print(len(j), j[:20], j[-10:], j.count(" "))
print("\u00e9".join(["a", "\U0001F600", "b"]), len("\u00e9".join(["a", "\U0001F600", "b"])))
