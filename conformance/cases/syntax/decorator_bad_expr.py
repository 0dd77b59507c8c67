@a b
def f(): pass
