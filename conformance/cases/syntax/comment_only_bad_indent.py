if x:
    # c
pass
