# closures: cells shared between functions, late binding, cell_contents errors, nonlocal chains
def make():
    fs = []
    for i in range(3):
        def f():
            return i
        fs.append(f)
    i = 10
    return fs
print([f() for f in make()])
def counter():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    def dec():
        nonlocal n
        n -= 1
        return n
    return inc, dec
inc, dec = counter()
print(inc(), inc(), dec(), inc.__closure__[0] is dec.__closure__[0])
def empty_cell():
    def g():
        return later
    c = g.__closure__[0]
    try:
        c.cell_contents
    except ValueError as e:
        print("ValueError", e)
    later = 5
    print(c.cell_contents)
    del later
    try:
        g()
    except NameError as e:
        print(type(e).__name__, e)
empty_cell()
def layered():
    x = "L0"
    def l1():
        def l2():
            def l3():
                return x
            return l3()
        return l2()
    return l1()
print(layered())
def shadow():
    x = "outer"
    def inner():
        x = "inner"
        return x
    return inner(), x
print(shadow())
def gen_closure():
    total = 0
    def add(v):
        nonlocal total
        total += v
        yield total
    return add
add = gen_closure()
print(list(add(5)), list(add(6)))
cell = (lambda: None).__closure__
print(cell)
