x = a[1
y = 2
