x = def
