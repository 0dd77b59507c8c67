x = foo(
def g():
    pass
