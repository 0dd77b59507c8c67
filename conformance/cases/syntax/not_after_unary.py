x = -not 2
