f = lambda: pass
