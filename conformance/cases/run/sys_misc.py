# sys.intern, getrefcount, getsizeof errors, argv, getdefaultencoding, recursion limit, modules, path
import sys
a = "".join(["hel", "lo world"])
b = "".join(["hello", " world"])
print(a == b, a is b, sys.intern(a) is sys.intern(b), sys.intern(a) == a)
for bad in (lambda: sys.intern(5), lambda: sys.intern(b"x"), lambda: sys.intern(), lambda: sys.intern("a", "b"),
            lambda: sys.intern(type("S", (str,), {})("x"))):
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
x = []
print(sys.getrefcount(x), sys.getrefcount([]))
y = x
print(sys.getrefcount(x))
del y
print(sys.getrefcount(x))
try:
    sys.getrefcount()
except TypeError as e:
    print("TypeError", e)
class Sized:
    def __sizeof__(self):
        return -1
class NotInt:
    def __sizeof__(self):
        return "big"
for call in (lambda: sys.getsizeof(), lambda: sys.getsizeof(1, 2, 3), lambda: sys.getsizeof(Sized()), lambda: sys.getsizeof(NotInt())):
    try:
        call()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(sys.getsizeof(NotInt(), "dflt"), type(sys.getsizeof(1)).__name__)
print(sys.argv[0].endswith("sys_misc.py"), len(sys.argv), type(sys.argv).__name__)
print(sys.getdefaultencoding(), sys.getfilesystemencoding(), sys.getfilesystemencodeerrors())
print(type(sys.path).__name__, all(isinstance(p, str) for p in sys.path), len(sys.path) > 0)
print(type(sys.modules).__name__, sys.modules["sys"] is sys, sys.modules["builtins"].len is len, "__main__" in sys.modules or "sys" in sys.modules)
print(sys.byteorder, type(sys.maxsize).__name__, sys.maxsize > 2**30, sys.getswitchinterval())
old = sys.getrecursionlimit()
print(old)
try:
    sys.setrecursionlimit(2000)
    print(sys.getrecursionlimit())
    for bad in (0, -5, "x", 2.0, 2**40):
        try:
            sys.setrecursionlimit(bad)
        except (ValueError, TypeError, OverflowError) as e:
            print(type(e).__name__, e)
    def deep(n):
        if n == 0:
            try:
                sys.setrecursionlimit(3)
            except RecursionError as e:
                print("RecursionError", str(e).split(" at ")[0], "limit is too low" in str(e))
            return 0
        return deep(n - 1) + 1
    print(deep(20))
    try:
        sys.setrecursionlimit()
    except TypeError as e:
        print("TypeError", e)
finally:
    sys.setrecursionlimit(old)
print(sys.getrecursionlimit())
def forever(n):
    return forever(n + 1)
try:
    forever(0)
except RecursionError as e:
    print("RecursionError", e)
print(type(sys._getframe()).__name__, type(sys._getframe(0)).__name__)
def inner():
    return sys._getframe(1) is not sys._getframe(0)
print(inner())
try:
    sys._getframe(1000)
except ValueError as e:
    print("ValueError", e)
print(sys.is_finalizing(), sys.dont_write_bytecode in (True, False), isinstance(sys.warnoptions, list))
