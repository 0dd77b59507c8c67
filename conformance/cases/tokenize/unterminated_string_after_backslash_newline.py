x = 'abc\
def
