match = 1
match x
