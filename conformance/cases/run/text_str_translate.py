# str.maketrans / str.translate
t = str.maketrans("abc", "xyz")
print(sorted(t.items()))
print("aabbcc-abc".translate(t))
t2 = str.maketrans("ab", "AB", "c")
print(sorted(t2.items()), "abcabc".translate(t2))
t3 = str.maketrans({"a": "1", "b": None, 99: "ccc", "😀": 65})
print(sorted(t3.items()), "abcd😀".translate(t3))
print("hello".translate({104: "J", 111: 48}), "hello".translate({}), "hello".translate([None] * 105 + ["E"]))
class Table:
    def __getitem__(self, k):
        if k == 101:
            raise LookupError
        return chr(k).upper() if k % 2 else None
print("hello world".translate(Table()))
print(str.maketrans("", ""), "".maketrans("x", "y"))
for call in [lambda: str.maketrans(1), lambda: str.maketrans("ab", "c"), lambda: str.maketrans({1.5: "x"}), lambda: str.maketrans({"ab": "x"}),
             lambda: str.maketrans("a", 1), lambda: str.maketrans("a", "b", 3), lambda: str.maketrans(), lambda: "a".translate(1),
             lambda: "a".translate({97: 1.5}), lambda: "a".translate({97: -1}), lambda: "a".translate({97: 0x110000}), lambda: "a".translate()]:
    try:
        print(repr(call()))
    except Exception as e:
        print(type(e).__name__, e)
