(await x for x in y)
z = = 1
