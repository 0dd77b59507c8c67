# __del__ order when containers are released: lists from the end, dicts in insertion order,
# tuples from the end, sets, nested containers, slices and clears
class R:
    def __init__(self, name):
        self.name = name
    def __del__(self):
        print("del", self.name)

l = [R("l0"), R("l1"), R("l2")]
del l
print("-- list")
t = (R("t0"), R("t1"), R("t2"))
del t
print("-- tuple")
d = {"a": R("d-a"), "b": R("d-b"), "c": R("d-c")}
del d
print("-- dict")
d = {}
d["z"] = R("z")
d["y"] = R("y")
d["x"] = R("x")
del d["y"]
print("-- dict item deleted")
d.clear()
print("-- dict cleared")
l = [R(f"s{i}") for i in range(5)]
del l[1:3]
print("-- slice deleted")
l[:] = []
print("-- slice assigned")
nested = [[R("inner0"), R("inner1")], R("outer")]
nested = None
print("-- nested")
l = [R("p0"), R("p1"), R("p2")]
l.pop(0)
print("-- popped")
l.remove(l[0])
print("-- removed")
l.reverse()
l = []
print("-- rebound")
keys = {R("k0"): 1, R("k1"): 2}
keys = None
print("-- dict keys")
l = [R("m0"), R("m1")]
l *= 0
print("-- multiplied by zero")
l = [R("a0"), R("a1")]
l[0] = R("a0 replacement")
print("-- replaced")
del l
print("end")
