r"abc\
