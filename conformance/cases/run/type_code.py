# code objects: the co_* attributes visible from Python, replace(), equality, errors
def sample(a, b, /, c, *args, d=1, **kw):
    "doc"
    total = a + b + c
    def inner():
        return total + d
    return inner

co = sample.__code__
print(type(co).__name__, co.co_name, co.co_qualname)
print(co.co_argcount, co.co_posonlyargcount, co.co_kwonlyargcount, co.co_nlocals)
print(co.co_varnames, co.co_cellvars, co.co_freevars)
print(co.co_flags & 0x0F, bool(co.co_flags & 0x20), co.co_firstlineno)
print(co.co_filename == __file__ if "__file__" in globals() else True)
inner_code = [c for c in co.co_consts if type(c) is type(co)][0]
print(inner_code.co_name, inner_code.co_qualname, inner_code.co_freevars, inner_code.co_names)
print([c for c in co.co_consts if type(c) is not type(co)])
print(type(co.co_code).__name__, len(co.co_code) % 2, type(co.co_linetable).__name__, type(co.co_exceptiontable).__name__)

def gen():
    yield 1
async def coro():
    pass
async def agen():
    yield 1
def plain():
    return undefined_global, len
for fn in (gen, coro, agen, plain, lambda: 0):
    c = fn.__code__
    print(c.co_name, hex(c.co_flags & 0x3E0), c.co_names, c.co_nlocals, c.co_argcount)

r = co.replace(co_name="renamed", co_qualname="Q.renamed")
print(r.co_name, r.co_qualname, r.co_varnames == co.co_varnames, r is co, co.co_name)
print(co.replace() == co, r == co, co == co, co != r)
r2 = plain.__code__.replace(co_names=("one", "two"))
print(r2.co_names)
def answer():
    return "old answer"
answer.__code__ = answer.__code__.replace(co_consts=tuple("new" if c == "old answer" else c for c in answer.__code__.co_consts))
print(answer())
for bad in [{"co_name": 5}, {"co_argcount": "x"}, {"co_names": ["a"]}, {"nonexistent": 1}]:
    try:
        co.replace(**bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    co.replace(1)
except TypeError as e:
    print(type(e).__name__, e)
for attr in ("co_name", "co_argcount", "co_consts"):
    try:
        setattr(co, attr, None)
    except AttributeError as e:
        print(type(e).__name__, e)
try:
    type(co)()
except TypeError as e:
    print(type(e).__name__, e)
print(compile("x = 1\ny = x", "<src>", "exec").co_names)
m = compile("a + b", "<expr>", "eval")
print(m.co_name, m.co_filename, m.co_names, m.co_firstlineno, eval(m, {"a": 2, "b": 3}))
lines = [l for _, _, l in plain.__code__.co_lines() if l is not None]
print(min(lines) - plain.__code__.co_firstlineno, max(lines) - plain.__code__.co_firstlineno)
pos = [p for p in plain.__code__.co_positions() if p[0] is not None]
print(len(pos[0]), all(p[0] >= plain.__code__.co_firstlineno for p in pos))
print(sample.__code__.co_varnames[:sample.__code__.co_argcount])
exec(co)
