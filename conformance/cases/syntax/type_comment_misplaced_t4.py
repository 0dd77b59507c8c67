f()  # type: int
