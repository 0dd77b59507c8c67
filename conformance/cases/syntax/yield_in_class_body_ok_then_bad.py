class C:
    yield 1
    x = (
