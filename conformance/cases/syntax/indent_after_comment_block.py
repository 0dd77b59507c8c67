def f():
    # only a comment

x = 1
