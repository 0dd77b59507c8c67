x = 1e5f
