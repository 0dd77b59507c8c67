# an uncaught exception: the traceback is printed, then the frames' locals and the globals go
class R:
    def __init__(self, name):
        self.name = name
    def __del__(self):
        print("del", self.name)

g = R("global")

def inner():
    local = R("inner local")
    raise RuntimeError("uncaught")

def outer():
    o = R("outer local")
    inner()

print("start")
outer()
