f(f'{a')
