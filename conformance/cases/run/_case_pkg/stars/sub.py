print("init stars.sub")
