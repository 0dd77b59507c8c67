x = global
