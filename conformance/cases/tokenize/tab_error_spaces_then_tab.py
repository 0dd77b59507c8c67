if x:
        y
	z
