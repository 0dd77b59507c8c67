if f(a:
    pass
