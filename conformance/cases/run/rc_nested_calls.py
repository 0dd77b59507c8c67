# borrowed references passed down several calls and returned back up
import sys

class Obj:
    pass

def level3(c):
    return sys.getrefcount(c)

def level2(b):
    return level3(b), sys.getrefcount(b)

def level1(a):
    r = level2(a)
    return r + (sys.getrefcount(a),)

def keep_and_call(a):
    saved = [a]
    return level3(a)

def run():
    x = Obj()
    print("three levels", level1(x))
    print("kept in a list below", keep_and_call(x))
    print("as keyword", level3(c=x))
    print("nested expression", level3(level3 and x))
    print("returned object", sys.getrefcount(identity(x)))
    print("returned twice", sys.getrefcount(identity(identity(x))))
    print("after", sys.getrefcount(x))

def identity(v):
    return v

run()

def recurse(o, n):
    if n == 0:
        return sys.getrefcount(o)
    return recurse(o, n - 1)

def run2():
    y = Obj()
    print("recursion", recurse(y, 5))

run2()
