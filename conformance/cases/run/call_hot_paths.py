# Calls made from hot loops (code the JIT compiles): Python functions and methods with 0 to 6
# arguments, defaults filling the rest, classes whose __init__ takes 0 to 5 arguments, and the
# error paths of each - a callee raising, __init__ returning a value, an abstract class, the
# recursion limit - with the caller's frame seen from the callee, and reference counts after.
import sys

def f0(): return 0
def f1(a): return a
def f2(a, b): return a + b
def f3(a, b, c=3): return a + b + c
def f4(a, b, c, d=4): return a + b + c + d
def f5(a, b, c, d, e): return a + b + c + d + e
def f6(a, b, c, d, e, f): return a + b + c + d + e + f

class M:
    def m0(self): return 1
    def m1(self, a): return a
    def m4(self, a, b, c, d=10): return a + b + c + d
    def m5(self, a, b, c, d, e): return a * b * c * d * e

class I0:
    def __init__(self): self.v = 0
class I2:
    def __init__(self, a, b=7): self.v = a + b
class I4:
    def __init__(self, a, b, c, d): self.v = a + b + c + d
class I5:
    def __init__(self, a, b, c, d, e): self.v = a + b + c + d + e

def hot(n):
    m = M()
    t = 0
    for i in range(n):
        t += f0() + f1(i) + f2(i, 1) + f3(i, 2) + f3(i, 2, 1) + f4(1, 2, 3) + f4(1, 2, 3, i)
        t += f5(1, 2, 3, 4, i) + f6(1, 2, 3, 4, 5, i)
        t += m.m0() + m.m1(i) + m.m4(1, 2, 3) + m.m4(1, 2, 3, i) + m.m5(1, 1, 1, 1, i)
        t += I0().v + I2(i).v + I2(i, 1).v + I4(1, 2, 3, i).v + I5(1, 2, 3, 4, i).v
    return t

print(hot(500))

class BadInit:
    def __init__(self, x, ret):
        self.x = x
        return ret

def bad_inits(n):
    caught = []
    for i in range(n):
        try:
            BadInit(i, i if i % 2 else None)
        except TypeError as e:
            caught.append(str(e))
    return len(caught), caught[:1]

print(bad_inits(300))

class Meta(type):
    pass

# what abc.ABCMeta sets; the metaclass keeps CPython from specializing the call (its
# CALL_ALLOC_AND_ENTER_INIT skips the abstract check, so only the first call would raise)
class Abstract(metaclass=Meta):
    def __init__(self, x): self.x = x
    def go(self): ...
Abstract.__abstractmethods__ = frozenset({"go"})

def abstract_calls(n):
    k = 0
    for i in range(n):
        try:
            Abstract(i)
        except TypeError as e:
            k += 1
            last = str(e)
    return k, last

print(abstract_calls(300))

def raiser(a, b):
    if a == b:
        raise KeyError((a, b))
    return a

def raising_calls(n):
    got = []
    for i in range(n):
        try:
            raiser(i, 250)
        except KeyError as e:
            got.append(e.args)
    return got

print(raising_calls(300))

def where():
    f = sys._getframe(1)
    return f.f_code.co_name, f.f_lineno - f.f_code.co_firstlineno

def caller_lines(n):
    seen = set()
    for i in range(n):
        seen.add(where())
        seen.add(where())
    return sorted(seen)

print(caller_lines(300))

def down(k):
    return down(k + 1)

def deep(n):
    for i in range(n):
        try:
            down(0)
        except RecursionError as e:
            last = str(e)
    return last

print(deep(3))

def tb_last():
    try:
        for i in range(300):
            f2(i, None if i == 299 else 1)
    except TypeError as e:
        tb = e.__traceback__
        names = []
        while tb is not None:
            names.append(tb.tb_frame.f_code.co_name)
            tb = tb.tb_next
        return str(e), names

print(tb_last())

probe = object()
def keep(a, b=probe): return a

def counts(n):
    before = sys.getrefcount(probe)
    for i in range(n):
        keep(probe)
        keep(i, probe)
        I2(1, 2)
        M().m1(probe)
    return sys.getrefcount(probe) - before

print(counts(400))
