f(a if b)
