del True
