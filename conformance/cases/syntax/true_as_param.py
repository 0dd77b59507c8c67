def f(True): pass
