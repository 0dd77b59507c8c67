# gc.collect() with class instances: attribute cycles, parent/child links, self references
import gc

class Node:
    def __init__(self, name):
        self.name = name
        self.children = []
        self.parent = None
    def add(self, child):
        child.parent = self
        self.children.append(child)
        return child

gc.collect()
a = Node("a")
a.me = a
del a
print("self reference", gc.collect())
x, y = Node("x"), Node("y")
x.other, y.other = y, x
del x, y
print("pair", gc.collect())
root = Node("root")
for i in range(3):
    root.add(Node(str(i)))
del root
print("tree with parent links", gc.collect())
root = Node("kept")
root.add(Node("child"))
print("reachable tree", gc.collect())
child = root.children[0]
del root
print("held through a child", gc.collect())
del child
print("child released", gc.collect())

class Slotted:
    pass

s = Slotted()
s.items = [s, s]
s.lookup = {"me": s}
del s
print("instance, list, dict", gc.collect())

class WithMethod:
    def method(self):
        return 1

w = WithMethod()
w.bound = w.method
del w
print("bound method cycle", gc.collect())
