x = a b
