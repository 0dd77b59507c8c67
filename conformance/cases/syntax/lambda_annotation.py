f = lambda a: int: 0
