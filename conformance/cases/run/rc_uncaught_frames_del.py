# An uncaught exception keeps its traceback's frames (sys.last_exc) until shutdown releases it, before
# the module's namespace: a local's __del__ output comes before a global's, after the traceback.
class D:
    def __init__(self, n): self.n = n
    def __del__(self): print("del", self.n)
g = D("global")
def f():
    loc = D("local")
    raise ValueError("boom")
f()
