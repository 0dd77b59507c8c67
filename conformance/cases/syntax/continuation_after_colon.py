if x: \
