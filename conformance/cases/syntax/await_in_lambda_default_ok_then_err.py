f = lambda a=await b: 0
x y
