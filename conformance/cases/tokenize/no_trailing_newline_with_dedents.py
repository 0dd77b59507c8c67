if x:
    if y:
        z