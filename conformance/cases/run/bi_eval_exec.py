# eval and exec: expressions, statements, globals/locals dicts, code objects
print(eval('1 + 2'), eval('x * 2', {'x': 21}), eval('y', {}, {'y': 'local'}), eval(' 3 '))
g = {'a': 1}
exec('b = a + 1\ndef f():\n    return b * 10', g)
print(g['b'], g['f'](), sorted(k for k in g if k != '__builtins__'), '__builtins__' in g)
l = {}
exec('z = 5\nw = z + 1', {}, l)
print(l)
print(exec('1'), eval('[i * i for i in range(4)]'), eval('(lambda q: q + 1)(1)'))
code = compile('40 + 2', '<expr>', 'eval')
print(eval(code), type(code).__name__, code.co_filename, code.co_name)
code2 = compile('for i in range(3): print("loop", i)', 'file.py', 'exec')
exec(code2)
code3 = compile('1 + 1', '<s>', 'single')
exec(code3)
exec(compile('None', '<s>', 'single'))
exec(compile('"text"', '<s>', 'single'))
print(eval(compile('x', '<s>', 'eval'), {'x': 'gx'}))
src = 'def h(n):\n    return n and n + h(n - 1)\nresult = h(4)\n'
ns = {}
exec(src, ns)
print(ns['result'], ns['h'].__name__, ns['h'].__code__.co_filename)
print(eval('__name__'), eval('__name__', {'__name__': 'custom'}), eval('len("ab")', {}))
ns2 = {'__builtins__': {'len': lambda s: 'fake'}}
print(eval('len("x")', ns2))
for bad in [lambda: eval(5), lambda: eval('1', []), lambda: eval('1', {}, 5), lambda: exec('raise ValueError("inner")'),
            lambda: eval('undefined_name'), lambda: eval(), lambda: exec(), lambda: compile('1', 'f', 'bogus'),
            lambda: compile('1'), lambda: eval('x = 1'), lambda: exec(compile('1', 'f', 'eval')) or 'ran',
            lambda: eval('1/0'), lambda: compile(5, 'f', 'exec'), lambda: eval(b'1 + 1'), lambda: eval('\x00')]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
class M:
    def __getitem__(self, k):
        if k == 'magic':
            return 99
        raise KeyError(k)
print(eval('magic', {}, M()))
def outer():
    v = 'outer local'
    return eval('v'), eval('v', globals(), {'v': 'given'})
print(outer())
x = 'module x'
def reader():
    return eval('x')
print(reader())
exec('print("exec print", 1, sep="-")')
exec('import sys as _s\nprint(_s.__name__)', {})
print(eval('lambda: 7')())
exec('class K:\n    attr = 3\nprint(K.attr, K.__module__)', {'__name__': 'modname'})
try:
    eval('1 +* 2')
except SyntaxError as e:
    print(e.msg, e.lineno, e.offset, repr(e.text))
eval('undefined_at_end + 1')
