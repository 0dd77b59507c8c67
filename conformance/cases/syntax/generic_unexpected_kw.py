x = if
