x[a for a in b]
y = = 1
