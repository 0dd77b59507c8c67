# an uncaught exception: the traceback is printed, then the module's globals are released
class R:
    def __init__(self, name):
        self.name = name
    def __del__(self):
        print("del", self.name)

g = R("global")
h = [R("in a list")]

def inner(n):
    raise RuntimeError(f"uncaught {n}")

def outer():
    return inner(3)

print("start")
outer()
