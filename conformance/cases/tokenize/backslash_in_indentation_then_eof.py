if x:
  \
