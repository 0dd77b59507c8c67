ab = 1
