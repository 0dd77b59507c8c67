type = 1
type X = 
