dfe f():
    pass
