def f[**P: int]():
    pass
