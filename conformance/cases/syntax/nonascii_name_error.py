café = 1 +
