x = 'abc
y = 2
