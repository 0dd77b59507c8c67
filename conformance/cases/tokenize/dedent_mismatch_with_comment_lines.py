if x:
    a
# c

   b
