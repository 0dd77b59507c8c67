*f(), a = x
