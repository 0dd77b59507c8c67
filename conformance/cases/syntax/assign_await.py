await x = 1
