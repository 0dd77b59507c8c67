x = `y`
