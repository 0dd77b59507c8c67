x = f'{a['
