# cell objects: contents, empty cells, comparisons, shared cells between closures
def make():
    shared = []
    def add(x):
        shared.append(x)
        return shared
    def get():
        return shared
    return add, get

add, get = make()
c1, c2 = add.__closure__[0], get.__closure__[0]
print(type(c1).__name__, c1 is c2, c1 == c2, c1.cell_contents)
add(1); add(2)
print(get(), c2.cell_contents)
c1.cell_contents = "replaced"
print(get())

def later():
    def read():
        return value
    cell = read.__closure__[0]
    try:
        cell.cell_contents
    except ValueError as e:
        print(type(e).__name__, e)
    try:
        read()
    except NameError as e:
        print(type(e).__name__, e)
    value = 7
    print(cell.cell_contents, read())
    del value
    try:
        read()
    except NameError as e:
        print(type(e).__name__, e)
    cell.cell_contents = 8
    print(value, read())
    del cell.cell_contents
    try:
        print(value)
    except NameError as e:
        print(type(e).__name__, e)
    try:
        del cell.cell_contents
    except ValueError as e:
        print("del again:", type(e).__name__, e)
later()

def pair(a, b):
    def f():
        return a, b
    return f.__closure__
x, y = pair(1, 2)
z, w = pair(1, 3)
print(x == z, x != z, x < y, y < w, x <= z, y > x, y >= w)
try:
    print(x < 5)
except TypeError as e:
    print(type(e).__name__, e)
empty = pair.__code__
def e1():
    def inner():
        return q
    return inner.__closure__[0]
    q = 1
ec = e1()
print(ec == ec, ec < x, x > ec)
print(repr(ec).split(" at ")[0], repr(x).split(":")[0].split(" at ")[0])

def counter():
    n = 0
    def bump():
        nonlocal n
        n += 1
        return n
    return bump
b = counter()
b(); b()
print(b.__closure__[0].cell_contents, b.__code__.co_freevars, counter.__code__.co_cellvars)
class K:
    def m(self):
        return __class__
print(K.m.__closure__[0].cell_contents is K, K().m() is K)
try:
    type(c1)()
    print("made an empty cell")
except TypeError as e:
    print(type(e).__name__, e)
print(len([c.cell_contents for c in pair(5, 6)]))
e1().cell_contents
