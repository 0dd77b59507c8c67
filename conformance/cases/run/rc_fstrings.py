# reference counts inside f-strings, formatting and string building
import sys

class Obj:
    def __format__(self, spec):
        return f"Obj:{spec}:{sys.getrefcount(self)}"
    def __repr__(self):
        return f"Obj(rc={sys.getrefcount(self)})"

def run():
    s = "".join(["a", "b", "c"])
    print(f"{s} {sys.getrefcount(s)}")
    print(f"{sys.getrefcount(s)} first")
    n = 10 ** 20
    print(f"{n} {sys.getrefcount(n)}")
    o = Obj()
    print(f"{o}")
    print(f"{o:spec}")
    print(f"{o!r}")
    print("format()", format(o, "x"))
    print("repr()", repr(o))
    print("%s" % (sys.getrefcount(s),))
    print("{} {}".format(s, sys.getrefcount(s)))
    t = f"{s}{s}"
    print("built", t, sys.getrefcount(s))

run()
