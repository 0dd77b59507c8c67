*a: int = 1
