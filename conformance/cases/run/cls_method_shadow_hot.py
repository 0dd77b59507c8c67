# Method calls from hot loops on instances with many attributes (their dicts' name filters mostly
# full, so the method load checks the instance dict): an instance attribute of the method's name
# shadows it from the moment it is set, whether added to the instance's split table, set after
# the table was made combined (a deletion), or removed again.
class Many:
    def __init__(self, k):
        for i in range(20):
            setattr(self, f"a{i}", i * k)
    def total(self):
        return self.a0 + self.a19
    def tag(self):
        return "method"

def run(objs, n):
    out = []
    for i in range(n):
        for o in objs:
            out.append(o.tag())
    return out

objs = [Many(k) for k in range(5)]
print(sum(o.total() for o in objs))
print(run(objs, 300).count("method"))

objs[1].tag = lambda: "instance"
r = run(objs, 300)
print(r.count("method"), r.count("instance"))

del objs[2].a5
objs[2].tag = lambda: "combined"
r = run(objs, 300)
print(r.count("method"), r.count("instance"), r.count("combined"))

del objs[1].tag
del objs[2].tag
r = run(objs, 300)
print(r.count("method"), len(r))

class Other(Many):
    def tag(self):
        return "other"

mixed = objs + [Other(9), Other(10)]
r = run(mixed, 300)
print(r.count("method"), r.count("other"))
Many.tag = lambda self: "patched"
r = run(mixed, 300)
print(r.count("patched"), r.count("other"))
