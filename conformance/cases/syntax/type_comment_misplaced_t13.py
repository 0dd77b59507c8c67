x = 1
    # type: int
y = 2
