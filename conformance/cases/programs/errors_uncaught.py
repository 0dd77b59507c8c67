def level3(d):
    return d["missing"]

def level2():
    return level3({"present": 1})

print("before")
level2()
