# reference counts and __del__ timing (64-bit immortal count: 3221225472; the 32-bit oracle's 1879048192 is mapped)
import sys
print(sys.getrefcount(None), sys.getrefcount(True), sys.getrefcount(5), sys.getrefcount(()))

class Res:
    def __init__(self, name):
        self.name = name
        print("open", name)
    def __del__(self):
        print("close", self.name)

r = Res("a")
r = None
print("after a")
def scope():
    x = Res("b")
    print("in scope")
scope()
print("after b")
l = [Res("c"), Res("d")]
del l
print("after list")
x = Res("e")
y = x
del x
print("still alive")
del y
print("end")
