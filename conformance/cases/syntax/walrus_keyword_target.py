(True := 1)
