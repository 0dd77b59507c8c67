(a, None) = x
