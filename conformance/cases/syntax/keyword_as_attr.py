x.class = 1
