for True in x: pass
