x = $y
