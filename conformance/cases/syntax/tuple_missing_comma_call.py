f(a b, c)
