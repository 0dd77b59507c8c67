x[a b]
