def f():
    return yield from
