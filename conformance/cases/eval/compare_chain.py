a < b <= c != d is not e in f not in g
