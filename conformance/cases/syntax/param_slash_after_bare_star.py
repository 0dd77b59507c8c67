def f(*, a, /):
    pass
