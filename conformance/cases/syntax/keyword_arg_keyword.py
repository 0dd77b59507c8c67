f(if=1)
