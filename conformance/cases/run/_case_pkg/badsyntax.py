x = 1
def f(:
    pass
