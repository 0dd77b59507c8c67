x = a.1b
