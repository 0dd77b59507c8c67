if a:
        b
  c
