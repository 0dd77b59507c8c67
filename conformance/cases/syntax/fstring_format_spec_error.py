x = f'{a:{b!z}}'
