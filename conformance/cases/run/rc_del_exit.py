# __del__ at interpreter exit: module globals are released in insertion order
class R:
    def __init__(self, name):
        self.name = name
    def __del__(self):
        print("del", self.name)

first = R("first")
_private = R("_private")
container = [R("c0"), R("c1")]
mapping = {"k": R("in dict")}
def func():
    pass
func.attr = R("function attribute")
last = R("last")
alias = last
print("end of module")
