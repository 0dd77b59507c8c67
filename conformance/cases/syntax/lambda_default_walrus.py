f = lambda x=y:=1: x
