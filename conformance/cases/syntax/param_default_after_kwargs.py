def f(**k, a=1): pass
