# __del__ timing and order: frame locals, containers, generators, exception args, list.clear
class R:
    def __init__(self, n): self.n = n
    def __del__(self): print("del", self.n)
def f():
    a = R(1)
    b = [R(2), R(3)]
    d = {"k": R(4)}
    t = (R(5),)
    return a
x = f()
print("after f")
def g():
    r = R(6)
    yield r
    print("gen resumed")
for v in g():
    print("got", v.n)
    del v
print("after gen")
try:
    o = R(7)
    raise ValueError(o)
except ValueError as e:
    print("caught", e.args[0].n)
print("after except")
del o
print("deleted o")
class Node:
    def __init__(self, name, parent=None):
        self.name = name
        self.children = []
        self.parent = parent
    def __del__(self):
        print("del node", self.name)
n = Node("leaf")
s = [Node(str(i)) for i in range(3)]
s.pop()
s.clear()
print("cleared")
n = None
x = None
print("end")
