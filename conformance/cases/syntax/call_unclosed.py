f(a, b
