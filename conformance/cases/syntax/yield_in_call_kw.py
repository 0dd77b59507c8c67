f(a=yield)
