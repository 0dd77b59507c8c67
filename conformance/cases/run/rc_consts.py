# reference counts of constants and immortal objects
import sys

print("None", sys.getrefcount(None) == sys.getrefcount(None))
print(sys.getrefcount(True), sys.getrefcount(False), sys.getrefcount(None))
print("small ints", sys.getrefcount(0), sys.getrefcount(-5), sys.getrefcount(256))
print("empty", sys.getrefcount(()), sys.getrefcount(""), sys.getrefcount(b""))
print("one-char str", sys.getrefcount("a"))
print("large int constant", sys.getrefcount(10 ** 20))
print("float constant", sys.getrefcount(2.5))
print("tuple constant", sys.getrefcount((1, 2, 3)))
print("str with a space", sys.getrefcount("hello world"))
print("bytes constant", sys.getrefcount(b"abc"))

def f():
    x = 3.25
    y = (1, "a")
    return sys.getrefcount(x), sys.getrefcount(y)

print("constants in a function", f())
print("computed int", sys.getrefcount(int("12345678901")))
print("computed small int", sys.getrefcount(int("7")))
print("computed str", sys.getrefcount("ab" + str(3)))
print("Ellipsis", sys.getrefcount(...), "NotImplemented", sys.getrefcount(NotImplemented))
print("types", sys.getrefcount(int), sys.getrefcount(type))
