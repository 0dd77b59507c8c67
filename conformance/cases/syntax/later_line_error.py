import os
x = os.path
y = (1 +
     2 +)
