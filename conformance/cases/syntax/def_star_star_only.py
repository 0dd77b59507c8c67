def f(**): pass
