if *a:
    pass
