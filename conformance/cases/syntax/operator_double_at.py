x = a @@ b
