[x for x in y if z := 1]
