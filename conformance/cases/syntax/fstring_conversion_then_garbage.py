x = f'{a!r x}'
