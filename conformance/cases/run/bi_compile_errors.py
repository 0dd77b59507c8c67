# compile/eval/exec SyntaxError positions and attributes
def show(src, mode='exec', name='<test>'):
    try:
        compile(src, name, mode)
        print('compiled', repr(src))
    except SyntaxError as e:
        print(type(e).__name__, '|', e.msg, '|', e.filename, e.lineno, e.offset, e.end_lineno, e.end_offset, '|', repr(e.text))
show('x = (1,')
show('1 +')
show('def f(:\n  pass')
show('a = 1\nb = = 2')
show('if x\n    y')
show('print "hi"')
show('x = 1 +* 2', 'eval')
show('return 5')
show('  indented')
show('for x in y:\npass')
show('f(**a, *b)')
show('x := 5')
show('del f()')
show('a + 1 = 2')
show("'unterminated")
show('"""never closed\n\n')
show('yield = 3')
show('None = 1')
show('x = 08')
show('lambda: (yield)', 'eval')
show('1 if 2', 'eval')
show('pass', 'eval')
show('a\nb', 'single')
show('x = 1', 'single')
show('def g():\n    nonlocal q')
show('break')
show('[x for x in y] = 3')
show('f(a=1, a=2)')
show('def f(a, a): pass')
show('class C(x for x in y): pass')
try:
    eval('(1, 2')
except SyntaxError as e:
    print(e)
try:
    exec('def f():\n    return\n  x = 1')
except IndentationError as e:
    print(type(e).__name__, e)
try:
    exec('if True:\n\tx = 1\n        y = 2')
except SyntaxError as e:
    print(type(e).__name__, e)
c = compile('a = 1\n', 'named.py', 'exec', dont_inherit=True)
print(c.co_filename, c.co_name)
c = compile('x', 'named.py', mode='eval', flags=0, dont_inherit=False, optimize=-1)
print(eval(c, {'x': 1}))
exec('def f():\n    raise KeyError("from exec")\nf()', {})
