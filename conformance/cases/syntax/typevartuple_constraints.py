def f[*Ts: (int, str)]():
    pass
