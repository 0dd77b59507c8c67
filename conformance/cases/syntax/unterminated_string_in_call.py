f('abc)
