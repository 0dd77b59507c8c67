{'a': 1, **other, 'b': 2}
