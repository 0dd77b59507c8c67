# weakref.proxy: attribute access through the proxy, ReferenceError once the referent is gone
import weakref

class Obj:
    def __init__(self, name):
        self.name = name
    def greet(self, who):
        return f"{self.name} greets {who}"
    def __len__(self):
        return 3
    def __str__(self):
        return f"Obj({self.name})"

o = Obj("o")
p = weakref.proxy(o)
print(p.name, p.greet("you"), len(p), str(p))
p.extra = 42
print("set through proxy", o.extra)
print("same proxy", weakref.proxy(o) is p)
print(type(p).__name__)
print(weakref.getweakrefcount(o))

def f(x):
    return x * 2

fp = weakref.proxy(f)
print("callable proxy", fp(21), type(fp).__name__)

del o
for action in (lambda: p.name, lambda: p.greet("x"), lambda: str(p), lambda: len(p)):
    try:
        action()
    except ReferenceError as e:
        print(type(e).__name__, e)
try:
    p.name = "again"
except ReferenceError as e:
    print("setattr:", e)
q = weakref.proxy(Obj("temp"), lambda ref: print("proxy callback"))
print("end")
q.name
