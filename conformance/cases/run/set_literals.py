# set literals from frozenset constants (SET_UPDATE merges the table), symmetric difference order
a = {10, 2, 3}
print(a, list(a))
c={3,4}; c.add(10); print(c); c.add(2); print(c); c.discard(3); print(c)
print(a ^ {3, 4}, {3, 4} ^ a)
f = frozenset({10, 2, 3})
print(f, set(f))
