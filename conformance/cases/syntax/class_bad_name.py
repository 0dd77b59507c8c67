class 1C: pass
