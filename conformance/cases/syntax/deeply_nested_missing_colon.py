def f():
    for x in y:
        while z:
            if w
                pass
