(None := 1)
