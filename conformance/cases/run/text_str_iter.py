# iterating strings: iterator types, enumerate, zip, reversed, unpacking, comprehension and membership
s = "héllo"
it = iter(s)
print(type(it).__name__, type(iter("abc")).__name__, next(it), list(it), list(it))
print(list(enumerate("ab")), list(zip("abc", "xy")), list(reversed(s)), type(reversed(s)).__name__, [c * 2 for c in "ab"], {c for c in "aab"} == {"a", "b"})
a, b, *rest = "xyzw"
print(a, b, rest, dict.fromkeys("ab"), tuple("é😀"), set("") == set(), sorted("cba", reverse=True), "".join(sorted("hello")))
print(any(c.isdigit() for c in "ab1"), all(c.isalpha() for c in "ab1"), sum(1 for c in "mississippi" if c == "s"), max("hello", key=ord), min(["bb", "a", "ccc"], key=len))
print(list(map(str.upper, "ab")), list(filter(str.isupper, "aBcD")), "abc".__iter__().__next__(), len(list(iter("x" * 100))))
counts = {}
for ch in "abracadabra":
    counts[ch] = counts.get(ch, 0) + 1
print(sorted(counts.items()))
it2 = iter("ab")
print(next(it2), next(it2), next(it2, None))
next(it2)
