class (A):
    pass
