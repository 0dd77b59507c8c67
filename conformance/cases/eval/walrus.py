(y := f(x)) and y
