def f():
    # type: () -> None
    # type: () -> None
    pass
