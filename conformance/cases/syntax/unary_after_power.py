x = 2 ** not 3
