x = f'{a # comment}'
