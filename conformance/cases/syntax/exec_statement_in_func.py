def f():
    exec 'x = 1'
