f = lambda **k, a: 0
