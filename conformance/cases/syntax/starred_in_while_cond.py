while *a: pass
