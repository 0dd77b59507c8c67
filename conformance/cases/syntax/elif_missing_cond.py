if a:
    pass
elif :
    pass
