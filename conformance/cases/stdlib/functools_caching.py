import functools

@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print([fib(i) for i in range(15)], fib(80))
print(fib.cache_info())
fib.cache_clear()
print(fib.cache_info())

@functools.lru_cache(maxsize=2)
def square(x):
    print("computing", x)
    return x * x

for x in [1, 2, 1, 3, 2, 1]:
    square(x)
print(square.cache_info())

@functools.cache
def path_count(r, c):
    if r == 0 or c == 0:
        return 1
    return path_count(r - 1, c) + path_count(r, c - 1)
print(path_count(10, 10))

def power(base, exp):
    return base ** exp
square2 = functools.partial(power, exp=2)
cube = functools.partial(power, exp=3)
print(square2(7), cube(3), square2.func.__name__, square2.keywords, square2.args)
print(functools.reduce(lambda a, b: a * b, range(1, 11)), functools.reduce(max, [3, 9, 2], 0))
try:
    functools.reduce(max, [])
except TypeError as e:
    print(type(e).__name__, e)

@functools.total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __eq__(self, other):
        return self.parts == other.parts
    def __lt__(self, other):
        return self.parts < other.parts
    def __repr__(self):
        return "Version(%r)" % ".".join(map(str, self.parts))

vs = [Version(s) for s in ["1.10", "1.2", "1.2.1", "0.9"]]
print(sorted(vs), Version("2.0") >= Version("1.9"), Version("1.0") > Version("1.0"))

def logged(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        print("call", fn.__name__, a, k)
        return fn(*a, **k)
    return wrapper

@logged
def add(a, b=0):
    "Add two numbers."
    return a + b
print(add(1, b=2), add.__name__, add.__doc__, add.__wrapped__(5))

@functools.singledispatch
def describe(x):
    return "object"
@describe.register
def _(x: int):
    return f"int {x}"
@describe.register(list)
def _(x):
    return f"list of {len(x)}"
print(describe(3), describe([1, 2]), describe("s"), describe(True))

class Circle:
    def __init__(self, r):
        self.r = r
    @functools.cached_property
    def area(self):
        print("computing area")
        return 3 * self.r ** 2
c = Circle(2)
print(c.area, c.area, "area" in vars(c))
print(functools.cmp_to_key(lambda a, b: (a > b) - (a < b))(3) < functools.cmp_to_key(lambda a, b: (a > b) - (a < b))(4))
