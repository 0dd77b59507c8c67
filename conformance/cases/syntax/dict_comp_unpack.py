d = {**x for x in y}
