x = 0b2
