x = 'a' t'b' 'c'
