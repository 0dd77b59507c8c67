[x async x in y]
