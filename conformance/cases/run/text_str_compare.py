# ordering and equality of strings: code point order, casefold comparisons, sorting with keys, mixed-type errors
words = ["banana", "Apple", "cherry", "apple", "Äpfel", "zebra", "Zebra", "éclair", "", "a", "ab", "😀", "\uffff"]
print(sorted(words))
print(sorted(words, key=str.casefold))
print(sorted(words, key=len))
print(sorted(words, key=lambda w: (len(w), w)))
print("a" < "b" < "c", "Z" < "a", "straße".casefold() == "STRASSE".casefold(), "ß".upper() == "SS", "abc" in ["abc"], "abc" != None)
print(max(words), min(words), words.index("apple"), "apple" == "apple ".strip(), "a" * 3 == "aaa", "" == str())
for op in [lambda: "a" < 1, lambda: "a" > None, lambda: "a" <= b"a", lambda: [1] < "a", lambda: sorted(["a", 1])]:
    try:
        print(op())
    except TypeError as e:
        print(type(e).__name__, e)
print("a" == 1, "a" != b"a", "1" == 1, ("a", 1) < ("a", 2), ["b"] > ["a", "z"])
