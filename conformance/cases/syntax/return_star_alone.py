def f():
    return *
