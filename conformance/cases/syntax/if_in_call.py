f(if)
