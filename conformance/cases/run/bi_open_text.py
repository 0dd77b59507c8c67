# open() text mode: write, read, readline(s), iteration, append, context manager, attributes
import os
name = 'bi_open_text_tmp_1.txt'
with open(name, 'w') as f:
    print(type(f).__name__, f.name, f.mode, f.closed, f.readable(), f.writable(), f.seekable())
    print(f.write('first line\n'), f.write('second line\nthird'))
    f.writelines(['\nfour', 'th\n'])
print(f.closed)
with open(name) as f:
    print(repr(f.read()))
with open(name, 'r') as f:
    print(repr(f.readline()), repr(f.readline(3)), repr(f.readline()), f.readlines())
    print(repr(f.readline()), repr(f.read()))
with open(name, encoding='utf-8') as f:
    for i, line in enumerate(f):
        print(i, repr(line))
with open(name, 'a') as f:
    print(f.mode, f.write('appended\n'))
with open(name, 'rt') as f:
    lines = f.readlines()
    print(len(lines), lines[-1])
with open(name) as f:
    print(f.read(5), f.read(0), repr(f.read(7)), f.readlines(10))
f = open(name)
print(next(f), f.__next__(), iter(f) is f, f.__enter__() is f)
f.close()
f.close()
print(f.closed)
for bad in [f.read, f.readline, lambda: next(f), lambda: f.write('x'), f.tell, lambda: f.seek(0), lambda: f.__enter__(),
            lambda: list(f), f.readable, f.fileno if False else f.flush]:
    try:
        print(bad())
    except ValueError as e:
        print(type(e).__name__, e)
with open(name, 'w') as f:
    try:
        f.read()
    except Exception as e:
        print(type(e).__name__, e)
    f.write('héllo wörld ✓\n')
with open(name, 'rb') as f:
    print(f.read())
with open(name, encoding='latin-1') as f:
    print(repr(f.read()))
with open(name, 'r') as f:
    try:
        f.write('x')
    except Exception as e:
        print(type(e).__name__, e)
os.remove(name)
