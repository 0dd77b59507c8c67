# augmented assignment: every operator on names, attributes and subscripts; evaluation order; errors
log = []
class Obj:
    def __init__(self):
        self.__dict__["v"] = 10
    def __getattr__(self, name):
        raise AttributeError(name)
    def __setattr__(self, name, value):
        log.append(("setattr", name, value))
        self.__dict__[name] = value
class Seq(list):
    def __getitem__(self, i):
        log.append(("getitem", i))
        return super().__getitem__(i)
    def __setitem__(self, i, v):
        log.append(("setitem", i, v))
        super().__setitem__(i, v)
def key(k):
    log.append(("key", k))
    return k
def target(t):
    log.append(("target",))
    return t
n = 7
ops = {}
for op in ["+=", "-=", "*=", "/=", "//=", "%=", "**=", "<<=", ">>=", "&=", "|=", "^="]:
    ns = {"n": 7}
    exec(f"n {op} 3", ns)
    ops[op] = ns["n"]
print(ops)
m = [[1, 2], [3, 4]]
class MM:
    def __init__(self, v):
        self.v = v
    def __matmul__(self, o):
        return MM(self.v * o.v)
    def __imatmul__(self, o):
        self.v += o.v
        return self
mm = MM(2)
mm @= MM(5)
mm2 = MM(3)
mm2 = mm2 @ MM(3)
print(mm.v, mm2.v)
o = Obj()
o.v += 5
s = Seq([1, 2, 3])
target(s)[key(1)] *= 10
print(o.v, s, log)
log.clear()
target(o).v **= 2
print(log)
lst = [1]
alias = lst
lst += [2]
print(lst is alias, alias)
tup = (1,)
talias = tup
tup += (2,)
print(tup is talias, talias)
st = {1}
st |= {2}
st &= {2, 3}
st ^= {4}
st -= {4}
print(st)
d = {"a": 1}
d |= {"b": 2}
d["a"] += 100
print(d)
text = "ab"
text *= 3
text += "!"
print(text)
b = bytearray(b"x")
b += b"y"
b *= 2
print(b)
class OnlyAdd:
    def __add__(self, o):
        return "used __add__"
x = OnlyAdd()
x += 1
print(x)
class NotImpl:
    def __iadd__(self, o):
        return NotImplemented
    def __radd__(self, o):
        return "radd"
y = NotImpl()
z = 5
z += y
print(z)
for stmt in ["q = 1; q += 'a'", "q = [1]; q -= [1]", "q = None; q += 1", "undefined_n += 1",
             "q = (1,); q[0] += 1", "q = {}; q['missing'] += 1", "q = 1; q /= 0", "q = 'a'; q.attr += 1",
             "q = frozenset(); q |= {1}; print(type(q).__name__)", "q = 2; q **= -1; print(q)",
             "q = 1; q <<= -1"]:
    try:
        exec(stmt, {})
    except Exception as e:
        print(f"{stmt!r}: {type(e).__name__}: {e}")
t2 = ([1],)
try:
    t2[0] += [2]
except TypeError as e:
    print(type(e).__name__, e, t2)
def local_aug():
    try:
        local_n += 1
    except UnboundLocalError as e:
        print(type(e).__name__, e)
local_aug()
big = 2
big **= 100
big //= 3
big %= 1000
print(big)
f = 1.5
f += 1
f *= 2
f //= 2
print(f)
c = 1j
c *= c
c -= 1
print(c)
counter = {"k": 0}
for _ in range(3):
    counter["k"] += 1
print(counter)
nums = [1, 2, 3]
nums[1:2] += [9]
print(nums)
nums[::2] *= 1
