if a:
    pass
elif b = 1:
    pass
