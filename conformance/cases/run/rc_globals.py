# reference counts of module-level names, globals(), del at module level
import sys

class Obj:
    pass

a = Obj()
print("global", sys.getrefcount(a))
b = a
print("two globals", sys.getrefcount(a))
g = globals()
print("through globals()", sys.getrefcount(g["a"]))
del b
print("after del b", sys.getrefcount(a))

def reads_global():
    return sys.getrefcount(a)

print("read in a function", reads_global())

def sets_global():
    global c
    c = a
    return sys.getrefcount(a)

print("global statement", sets_global(), sys.getrefcount(a))
del c
print("global deleted", sys.getrefcount(a))
lst = [a] * 4
print("in a global list", sys.getrefcount(a))
lst = None
print("list dropped", sys.getrefcount(a))
print("class object", sys.getrefcount(Obj) > 1)
