with (a, b,):
    pass
x = = 1
