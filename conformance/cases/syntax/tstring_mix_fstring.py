x = f'a' t'b'
