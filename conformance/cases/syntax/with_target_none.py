with a as None: pass
