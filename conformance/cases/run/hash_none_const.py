# hash(None) is a constant since 3.12 (none_hash): sets and dicts holding None iterate alike everywhere
# (masked to 32 bits: the oracle's Py_hash_t is 32-bit)
print(hash(None) & 0xFFFFFFFF, hash(None) == None.__hash__(), "__hash__" in type(None).__dict__)
print(hash(range(0)) == hash((0, None, None)), hash(range(1, 2)) == hash((1, 1, None)), hash((None, 1)) == hash((None, 1)))
print({True, None}, {None, 1, 2.5, "a"} == {None, 1, 2.5, "a"}, list({None: 0, 8: 1, 0: 2}))
print(sorted({None, 16, 32, 3}, key=str), list({None, 0, 16, 32}), list(frozenset([None, 7])), list({None, 1, 2, 3, 4, 5}))
print(hash(range(0)) == hash(range(5, 5)), hash(range(3, 4)) == hash(range(3, 9, 10)))
