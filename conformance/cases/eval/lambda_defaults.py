lambda x, /, y=1, *args, z, **kw: (x, y, z)
