[x, for x in z]
