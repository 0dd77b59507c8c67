f = lambda /, a: 0
