if x:
  if y:
	z
  	w
