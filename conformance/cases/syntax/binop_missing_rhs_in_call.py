f(a +)
