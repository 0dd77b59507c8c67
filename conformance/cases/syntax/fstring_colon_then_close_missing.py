x = f'{a:'
