def f(*, /): pass
