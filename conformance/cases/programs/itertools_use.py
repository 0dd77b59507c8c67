import itertools as it
print(list(it.islice(it.count(10, 5), 4)))
print(list(it.chain("ab", [1, 2])), list(it.accumulate([1, 2, 3, 4])))
print(list(it.combinations("abcd", 2))[:4], len(list(it.permutations(range(4)))))
print([(k, len(list(g))) for k, g in it.groupby("aaabccdd")])
print(list(it.product([0, 1], repeat=2)), list(it.zip_longest("ab", "xyz", fillvalue="-")))
