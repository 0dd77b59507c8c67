x = [
    # type: int
    1,
]
