return x = 1
