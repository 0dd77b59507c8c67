f(lambda=1)
