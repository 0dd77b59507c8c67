'a' = x
