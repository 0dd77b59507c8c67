while :
    pass
