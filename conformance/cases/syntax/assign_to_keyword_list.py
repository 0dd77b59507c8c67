[a, True] = x
