f = lambda x: int = 1
