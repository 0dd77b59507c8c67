type X
