[x, y for x, y in z]
