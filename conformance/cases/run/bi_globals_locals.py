# globals() and locals() with 3.14 semantics (PEP 667 snapshots in functions)
g = globals()
print(type(g).__name__, g is globals(), '__name__' in g, g['__name__'])
g['injected'] = 'via globals'
print(injected)
print(locals() is globals())
def f(a, b=2):
    c = a + b
    loc = locals()
    d = 4
    print(sorted(loc), sorted(locals()))
    loc['c'] = 'changed'
    print(c, loc['c'])
    return loc is locals()
print(f(1))
def closure():
    free = 'free'
    def inner():
        x = 1
        return locals(), free
    return inner()
print(closure())
class K:
    a = 1
    print(sorted(k for k in locals() if not k.startswith('__')), '__module__' in locals(), '__qualname__' in locals())
    locals()['b'] = 2
print(K.b)
def comp():
    y = 10
    return [locals() for _ in range(1)][0]
print(sorted(comp()))
def gen():
    q = 1
    yield sorted(locals())
print(next(gen()))
def deleted():
    x = 1
    del x
    return locals()
print(deleted())
def exec_locals():
    exec('newvar = 5')
    return 'newvar' in locals()
print(exec_locals())
for bad in [lambda: globals(1), lambda: locals(1)]:
    try:
        print(bad())
    except TypeError as e:
        print(e)
