assert x, y = 1
