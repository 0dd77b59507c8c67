def f():
    x = 1
    g() = 2
