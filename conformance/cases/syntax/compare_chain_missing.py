x = a < < b
