x = [a b c]
