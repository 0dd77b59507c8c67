fro x in y:
    pass
