def f(a=):
    pass
