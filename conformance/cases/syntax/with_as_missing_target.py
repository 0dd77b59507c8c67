with a as :
    pass
