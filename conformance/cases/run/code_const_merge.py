# Equal constants are one object across all code objects of one compilation (the compiler's
# constant cache), tuple and frozenset items included; separate compilations keep their own.
import sys

a = 1.5
t = (1.5, "two words", b"raw", 2**70, (1.5, -0.0))

def f():
    return 1.5

def g():
    return "two words", b"raw", 2**70, (1.5, -0.0), 0.0, -0.0, 3j

def h(x):
    return x in {1.5, 2.5}, x in (1.5, "two words")

class C:
    attr = "two words"
    def m(self):
        return 2**70

print(f() is a, t[0] is a, g()[0] is t[1], g()[1] is t[2], g()[2] is t[3], g()[3] is t[4])
print(g()[3][0] is a, g()[4] is g()[5], g()[3][1] is g()[5], C.attr is t[1], C().m() is t[3])
print(1.5 in {1.5}, h(1.5), h("two words"))
print(sys.getrefcount(a), sys.getrefcount(t[1]), sys.getrefcount(t[3]))

lam1, lam2 = (lambda: 1.5), (lambda: "two words")
print(lam1() is a, lam2() is t[1])

src = "x = 1.5\ndef k():\n    return 1.5\n"
ns1, ns2 = {}, {}
exec(compile(src, "<one>", "exec"), ns1)
exec(compile(src, "<two>", "exec"), ns2)
print(ns1["x"] is ns1["k"](), ns1["x"] is ns2["x"], ns1["x"] is a)
code = compile(src, "<same>", "exec")
ns3, ns4 = {}, {}
exec(code, ns3)
exec(code, ns4)
print(ns3["x"] is ns4["k"]())
print(eval("(2.25, 2.25)")[0] is eval("(2.25, 2.25)")[1])
e = eval("(2.25, (2.25,))")
print(e[0] is e[1][0])
one = (1.5,)
print(f.__code__.co_consts is f.__code__.co_consts, f.__code__.co_consts is lam1.__code__.co_consts)
print(f.__code__.co_consts is one, f.__code__.co_consts, g.__code__.co_consts)
print(sys.getrefcount(one) > 2, type(f.__code__.co_consts).__name__)
r = f.__code__.replace(co_consts=(2.5,))
print(r.co_consts, r.co_consts is f.__code__.co_consts)
