if x:
 	y
	z
