f = lambda **k=1: 0
