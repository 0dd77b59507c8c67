# functions, defaults, *args/**kwargs, closures, recursion, lambdas, decorators
def add(a, b=10, *args, key=None, **kw):
    return a + b + sum(args), key, kw

print(add(1))
print(add(1, 2, 3, 4, key="k", extra=5))

def make_counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc

c = make_counter()
c()
c()
print("counter", c())

def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(20), fact(30))

def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
print([fib(i) for i in range(15)])

square = lambda x: x * x
print(list(map(square, range(6))))

def deco(f):
    def wrapper(*a, **k):
        print("calling", f.__name__)
        return f(*a, **k)
    return wrapper

@deco
def greet(name, punct="!"):
    return "hi " + name + punct
print(greet("bob"), greet(name="amy", punct="?"))

def kwonly(a, *, b, c=3):
    return a, b, c
print(kwonly(1, b=2))
args = (1, 2)
kwargs = {"key": "z"}
print(add(*args, **kwargs))
print(sorted(["bb", "a", "ccc"], key=len))

g = 5
def use_global():
    global g
    g += 1
    return g
print(use_global(), g)
