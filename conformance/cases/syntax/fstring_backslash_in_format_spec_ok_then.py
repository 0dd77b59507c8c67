x = f'{a:\n}'
y = = 1
