type X = 
