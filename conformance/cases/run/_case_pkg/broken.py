print("broken starts")
value = 1
def fail():
    return {}["missing"]
fail()
