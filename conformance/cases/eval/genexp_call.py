sum(x for x in data)
