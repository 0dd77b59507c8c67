x = 0_x
