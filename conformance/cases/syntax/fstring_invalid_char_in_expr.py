x = f'{a $ b}'
