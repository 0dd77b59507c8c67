assert x = 1
