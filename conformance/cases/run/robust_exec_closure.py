# exec/eval of a code object with free variables, and exec's closure=
def outer():
    x = 10
    def inner():
        return x
    return inner

f = outer()
for call in [lambda: exec(f.__code__, {}), lambda: eval(f.__code__, {}),
             lambda: exec(f.__code__, {}, closure=()), lambda: exec(f.__code__, {}, closure=(1,)),
             lambda: exec(compile("1", "s", "exec"), {}, closure=f.__closure__),
             lambda: exec("1", {}, closure=f.__closure__)]:
    try:
        print(call())
    except TypeError as e:
        print("TypeError:", e)

def outer2():
    y = []
    def inner():
        y.append(1)
        print("inner ran", y)
    return inner

g = outer2()
print(exec(g.__code__, {}, closure=g.__closure__))
print(g.__closure__[0].cell_contents)
exec(compile("print('plain', 1 + 1)", "s", "exec"), {}, closure=None)
