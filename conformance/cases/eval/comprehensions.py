[x * y for x in range(3) if x for y in 'ab']
