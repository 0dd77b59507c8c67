x = f'{a\n}'
