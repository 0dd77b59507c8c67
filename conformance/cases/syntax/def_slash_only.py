def f(/): pass
