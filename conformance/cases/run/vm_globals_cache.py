# LOAD_GLOBAL's inline cache follows globals and builtins as they change.
x = 1
def f():
    return x + len("ab")
print(f())
x = 5
print(f())
del x
try:
    f()
except NameError as e:
    print(e)
len = lambda s: 100
print(f() if "x" in globals() else "nox")
x = 2
print(f())
del len
print(f())
import builtins
real_len = builtins.len
builtins.len = lambda s: 7
print(f())
builtins.len = real_len
def g():
    return [type(i).__name__ for i in (1, "a")] + [abs(-3), min(4, 2)]
for _ in range(3):
    print(g())
real_abs = builtins.abs
builtins.abs = lambda v: "patched"
print(g())
globals()["min"] = max
print(g())
del globals()["min"]
builtins.abs = real_abs
print(g())
print(undefined_name)
