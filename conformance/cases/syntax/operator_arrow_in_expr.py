x = a -> b
