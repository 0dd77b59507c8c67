x = a ! = b
