d = {a: for a in b}
