def f(*a, /):
    pass
