x = a * not b
