whille x:
    pass
