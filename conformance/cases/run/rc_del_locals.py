# __del__ timing for locals: released in reverse order at return, at del, at rebinding, at exceptions
class R:
    def __init__(self, name):
        self.name = name
    def __del__(self):
        print("del", self.name)

def many():
    a = R("a")
    b = R("b")
    c = R("c")
    print("leaving many")

many()
print("after many")

def rebinding():
    x = R("first")
    x = R("second")
    print("rebound")
    x = None
    print("cleared")

rebinding()

def deleting():
    x = R("x")
    y = R("y")
    del x
    print("x deleted")
    del y
    print("y deleted")

deleting()

def returning():
    keep = R("kept")
    drop = R("dropped")
    return keep

k = returning()
print("returned", k.name)
del k
print("k deleted")

def loop():
    for i in range(3):
        item = R(f"item{i}")
        print("iteration", i)
    print("loop over")

loop()

def raising():
    local = R("in raising")
    raise KeyError("boom")

try:
    raising()
except KeyError as e:
    print("caught", e)
print("after try")

def params(p, q):
    print("in params")

params(R("p"), R("q"))
print("after params")

def nested_scopes():
    outer = R("outer")
    def inner():
        inner_obj = R("inner")
        return outer.name
    print(inner())
    print("inner done")

nested_scopes()
print("end")
