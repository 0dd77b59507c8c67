words = "the quick brown fox jumps over the lazy dog".split()
print([w.upper() for w in words if len(w) > 3])
print({w: len(w) for w in words})
print({len(w) for w in words})
print(sorted((len(w), w) for w in set(words)))
matrix = [[i * 3 + j for j in range(3)] for i in range(3)]
print([row[i] for i in range(3) for row in matrix])
print(list(zip(*matrix)))
