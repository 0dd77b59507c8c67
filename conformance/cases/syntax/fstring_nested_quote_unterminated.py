x = f'{a["b]}'
