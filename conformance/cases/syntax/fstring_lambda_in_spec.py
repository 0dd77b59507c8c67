f'{a:{lambda x: 1}}'
