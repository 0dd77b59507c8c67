# sys.displayhook / sys.__displayhook__ (repr through sys.stdout.write, builtins._), the 'single'-mode
# expression statement calling it, a replaced or lost hook, lost stdout; sys.stdlib_module_names
import sys, builtins
sys.displayhook(5)
print(builtins._)
sys.displayhook(None)
print(builtins._)
sys.displayhook("s")
sys.displayhook([1, "a"])
print(builtins._)
try: sys.displayhook()
except TypeError as e: print(e)
try: sys.displayhook(1, 2)
except TypeError as e: print(e)
del builtins._
sys.displayhook(7)
print(_)
print(type(sys.displayhook).__name__, sys.displayhook is sys.__displayhook__, repr(sys.displayhook), sys.displayhook.__name__, sys.displayhook.__self__ is sys, sys.displayhook.__module__, sys.displayhook.__qualname__)
for src in ("1 + 1", "None", "'x'", "if 1:\n    5\n    6\n"):
    exec(compile(src, "<s>", "single"))
class W:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s)
w = W()
old = sys.stdout
sys.stdout = w
sys.displayhook({"k": 1})
exec(compile("[2]", "<s>", "single"))
sys.stdout = old
print(w.parts)
def hook(v):
    print("hooked", v)
sys.displayhook = hook
exec(compile("40 + 2", "<s>", "single"))
del sys.displayhook
try:
    exec(compile("40 + 2", "<s>", "single"))
except RuntimeError as e:
    print(type(e).__name__, e)
sys.displayhook = sys.__displayhook__
sys.stdout = None
try:
    sys.displayhook(3)
except RuntimeError as e:
    sys.stdout = old
    print(type(e).__name__, e, builtins._)
sys.stdout = old
class R:
    def __repr__(self): raise ValueError("no repr")
try:
    sys.displayhook(R())
except ValueError as e:
    print(type(e).__name__, e, builtins._)
names = sys.stdlib_module_names
print(type(names).__name__, len(names) > 250, all(type(n) is str for n in names))
print([n for n in ("os", "sys", "math", "json", "asyncio", "_io", "__future__", "antigravity", "this", "tkinter", "winreg", "msvcrt", "pyts", "numpy", "idlelib", "test") if n in names])
print(sorted(names)[:5], min(names), max(names))
print("builtins" in sys.builtin_module_names, type(sys.builtin_module_names).__name__, list(sys.builtin_module_names) == sorted(sys.builtin_module_names))
try:
    names.add("x")
except AttributeError as e:
    print(type(e).__name__, e)
sys.displayhook(names is sys.stdlib_module_names)
