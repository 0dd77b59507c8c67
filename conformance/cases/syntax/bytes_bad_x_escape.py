x = b'\x1'
