x = b'\u1234' + 'ok' 'x\x4'
