assert x := 1
